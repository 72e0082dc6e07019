import "server-only";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";

export async function removeTwoFactor(accountId: number): Promise<void> {
  await db.account.update({ where: { id: accountId }, data: { totpSecret: null, totpLastStep: null } });
  logEvent("auth.2fa_removed", { accountId });
}
