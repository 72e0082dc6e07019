import "server-only";
import { db } from "@/lib/db";
import { open } from "@/lib/crypto/secret-box";
import { matchTotpStep } from "./totp";

export const TOTP_SEAL_PURPOSE = "totp-secret";

/**
 * Checks a code against an account's TOTP secret and records its time step in the same
 * conditional update, so a code (or any earlier one) can be used once only, even by two
 * parallel requests.
 */
export async function redeemTotpCode(accountId: number, code: string): Promise<boolean> {
  const account = await db.account.findUnique({
    where: { id: accountId },
    select: { totpSecret: true, totpLastStep: true },
  });
  const secret = account?.totpSecret ? open(account.totpSecret, TOTP_SEAL_PURPOSE) : null;
  if (!account || !secret) return false;
  const lastStep = account.totpLastStep === null ? null : Number(account.totpLastStep);
  const step = await matchTotpStep(secret, code, lastStep);
  if (step === null) return false;
  const updated = await db.account.updateMany({
    where: { id: accountId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: BigInt(step) } }] },
    data: { totpLastStep: BigInt(step) },
  });
  return updated.count === 1;
}
