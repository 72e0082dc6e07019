import "server-only";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";

export async function removeTwoFactor(accountId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.account.update({ where: { id: accountId }, data: { totpSecret: null, totpLastStep: null } });
    await queueSecurityNotice(tx, { accountId, change: "two_factor_off" });
  });
  logEvent("auth.2fa_removed", { accountId });
}
