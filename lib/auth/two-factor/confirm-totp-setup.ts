import "server-only";
import { queueSecurityNotice } from "@/lib/mail/notify-security-change";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { findLatestChallenge, deleteChallenges } from "../challenge-store";
import { open, seal } from "../secret-box";
import { matchTotpStep } from "./totp";
import { TOTP_SEAL_PURPOSE } from "./redeem-totp-code";

/**
 * Turns 2FA on when the code fits the secret offered to this browser (and the secret the
 * client echoes, if any, is that one). The step used is recorded, so the same code cannot
 * then sign in.
 */
export async function confirmTotpSetup(
  accountId: number,
  sessionHash: string,
  input: { secret?: string; code: string },
): Promise<boolean> {
  const pending = await findLatestChallenge(sessionHash, "totp_setup", accountId);
  const secret = pending ? open(pending.challenge, TOTP_SEAL_PURPOSE) : null;
  if (!secret) return false;
  if (input.secret && input.secret.replace(/\s+/g, "").toUpperCase() !== secret) return false;
  const step = await matchTotpStep(secret, input.code);
  if (step === null) return false;
  await db.$transaction(async (tx) => {
    await tx.account.update({
      where: { id: accountId },
      data: { totpSecret: seal(secret, TOTP_SEAL_PURPOSE), totpLastStep: BigInt(step) },
    });
    await queueSecurityNotice(tx, { accountId, change: "two_factor_on" });
  });
  await deleteChallenges(sessionHash, "totp_setup");
  logEvent("auth.2fa_enabled", { accountId });
  return true;
}
