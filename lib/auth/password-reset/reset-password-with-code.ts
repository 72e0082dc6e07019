import "server-only";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import { logEvent } from "@/lib/log";
import { clearAccountFailures, recordLoginFailure } from "../login-attempts";
import { passwordOwnerOf } from "../password-owner";
import { checkNewPassword } from "../password-rules";
import { setPassword } from "../set-password";
import { MAX_CODE_ATTEMPTS } from "../verification/codes";
import { codeMatches, consumeVerification, countWrongAttempt } from "../verification/redeem-code";

export type ResetResult =
  | { kind: "code_error" }
  | { kind: "password_error"; messages: string[] }
  | { kind: "reset"; accountId: number };

type Input = { code: string; password1: string; password2: string; email?: string };

/** The pending reset of this browser (or, when given, of that email), if it is still live. */
async function findPendingReset(browserHash: string, email?: string): Promise<Verification | null> {
  return db.verification.findFirst({
    where: {
      purpose: "password_reset",
      consumedAt: null,
      expiresAt: { gt: new Date() },
      attempts: { lt: MAX_CODE_ATTEMPTS },
      ...(email ? { email } : { browserHash }),
    },
    orderBy: { id: "desc" },
  });
}

/**
 * Checks the code first (a wrong one counts against it), then the password rules (the code
 * stays usable so the person can choose another password), then uses the code up, sets the
 * password and revokes every session of the account.
 */
export async function resetPasswordWithCode(
  input: Input,
  context: { ip: string; browserHash: string; requestId: string },
): Promise<ResetResult> {
  const row = await findPendingReset(context.browserHash, input.email);
  if (!row?.accountId || !codeMatches(row, input.code)) {
    if (row) await countWrongAttempt(row.id);
    await recordLoginFailure(context.ip, null, { method: "reset_code", requestId: context.requestId });
    return { kind: "code_error" };
  }
  const owner = await passwordOwnerOf(row.accountId);
  const messages = checkNewPassword(input.password1, input.password2, owner);
  if (messages.length) return { kind: "password_error", messages };
  if (!(await consumeVerification(row.id))) return { kind: "code_error" };
  await setPassword(row.accountId, input.password1);
  // The code came through the mailbox, so the address is proven.
  await db.account.update({ where: { id: row.accountId }, data: { emailVerified: 2 } });
  await clearAccountFailures(row.accountId);
  logEvent("auth.password_reset", { requestId: context.requestId, ip: context.ip, accountId: row.accountId });
  return { kind: "reset", accountId: row.accountId };
}
