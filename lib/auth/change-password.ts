import "server-only";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { accountKey, recordLoginFailure } from "./login-attempts";
import { MESSAGES } from "./messages";
import { verifyPassword } from "./password-hash";
import { passwordOwnerOf } from "./password-owner";
import { checkNewPassword } from "./password-rules";
import { setPassword } from "./set-password";

/**
 * Changes the signed-in account's password; every other session of the account is revoked.
 * Returns the messages to list under "Please check the following", empty on success.
 */
export async function changePassword(
  accountId: number,
  input: { old: string; new1: string; new2: string },
  context: { ip: string; requestId: string; sessionHash: string },
): Promise<string[]> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { passwordHash: true } });
  const errors: string[] = [];
  if (!(await verifyPassword(input.old, account.passwordHash))) {
    errors.push(MESSAGES.oldPasswordWrong);
    await recordLoginFailure(context.ip, accountKey(accountId), { method: "change_password", accountId, requestId: context.requestId });
  }
  errors.push(...checkNewPassword(input.new1, input.new2, await passwordOwnerOf(accountId)));
  if (errors.length) return errors;
  await setPassword(accountId, input.new1, context.sessionHash);
  logEvent("auth.password_changed", { requestId: context.requestId, accountId });
  return [];
}
