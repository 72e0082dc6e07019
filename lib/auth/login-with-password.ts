import "server-only";
import { db } from "@/lib/db";
import { verifyPassword } from "./password-hash";
import type { LoginInput } from "./schemas";

export type PasswordLoginResult =
  | { outcome: "failed" }
  | { outcome: "success" | "twofactor"; accountId: number; level: number; email: string };

/**
 * Checks a username (or email) and password. The hash is always compared — against a dummy
 * for unknown or disabled accounts — so the answer's timing does not tell which accounts exist.
 */
export async function loginWithPassword(input: LoginInput): Promise<PasswordLoginResult> {
  const account = await db.account.findFirst({
    where: { OR: [{ username: input.username }, { email: input.username }] },
    select: { id: true, level: true, email: true, disabled: true, passwordHash: true, totpSecret: true },
  });
  const ok = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !ok || account.disabled) return { outcome: "failed" };
  return {
    outcome: account.totpSecret ? "twofactor" : "success",
    accountId: account.id,
    level: account.level,
    email: account.email,
  };
}
