import "server-only";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { readCeremony, takeCeremony } from "../ceremony-store";
import { open, seal } from "@/lib/crypto/secret-box";
import { matchTotpStep } from "./totp";
import { TOTP_SEAL_PURPOSE } from "./redeem-totp-code";

/**
 * Turns 2FA on when the code fits the secret offered to this browser (and the secret the
 * client echoes, if any, is that one). The step used is recorded, so the same code cannot
 * then sign in. A wrong code leaves the offer in place; the right one takes it, once.
 */
export async function confirmTotpSetup(
  accountId: number,
  sessionHash: string,
  input: { secret?: string; code: string },
): Promise<boolean> {
  const pending = await readCeremony(sessionHash, "totp_setup", accountId);
  const secret = pending ? open(pending.value, TOTP_SEAL_PURPOSE) : null;
  if (!secret) return false;
  if (input.secret && input.secret.replace(/\s+/g, "").toUpperCase() !== secret) return false;
  const step = await matchTotpStep(secret, input.code);
  if (step === null) return false;
  if (!(await takeCeremony({ id: pending!.id, sessionHash, kinds: ["totp_setup"], value: pending!.value }))) return false;
  await db.$transaction(async (tx) => {
    await tx.account.update({
      where: { id: accountId },
      data: { totpSecret: seal(secret, TOTP_SEAL_PURPOSE), totpLastStep: BigInt(step) },
    });
    await queueSecurityNotice(tx, { accountId, change: "two_factor_on" });
  });
  logEvent("auth.2fa_enabled", { accountId });
  return true;
}
