import "server-only";
import { db } from "@/lib/db";
import { accountKey, clearAccountFailures, isAccountLocked, recordLoginFailure } from "./login-attempts";
import { verifyPassword } from "./password-hash";
import type { LoginInput } from "./schemas";

export type PasswordLoginResult =
  | { outcome: "failed" }
  | { outcome: "success" | "twofactor"; accountId: number; level: number; email: string };

/**
 * Checks a username (or email) and password. The hash is always compared — against a dummy
 * for unknown or disabled accounts — so the answer's timing does not tell which accounts exist.
 * Unknown, wrong, disabled and locked all give the same "failed".
 */
export async function loginWithPassword(
  input: LoginInput,
  context: { ip: string; requestId?: string },
): Promise<PasswordLoginResult> {
  const account = await db.account.findFirst({
    where: { OR: [{ username: input.username }, { email: input.username }] },
    select: { id: true, level: true, email: true, disabled: true, passwordHash: true, totpSecret: true },
  });
  const key = accountKey(account?.id, input.username);
  const locked = await isAccountLocked(key);
  const ok = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !ok || account.disabled || locked) {
    if (!ok) await recordLoginFailure(context.ip, key, { method: "password", accountId: account?.id, requestId: context.requestId });
    return { outcome: "failed" };
  }
  await clearAccountFailures(account.id);
  return {
    outcome: account.totpSecret ? "twofactor" : "success",
    accountId: account.id,
    level: account.level,
    email: account.email,
  };
}
