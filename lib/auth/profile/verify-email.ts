import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";
import { LIMITS } from "@/lib/rate-limit/limits";
import { MESSAGES } from "../messages";
import { codeFailureKey, logSignInFailure, reserveAttempt } from "../sign-in-attempts";
import { linkHash, MAX_CODE_ATTEMPTS } from "../verification/codes";
import { voidCodesSentElsewhere } from "../verification/issue-verification";
import { consumeVerification, redeemCode } from "../verification/redeem-code";

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === "P2002";
}

/**
 * Confirms the address waiting in `pending_email` (or, with none, the account's own unverified
 * email) with the mailed code or the link's id. Only a code sent to that address, for this
 * account, counts. Every try is counted against the account before it is judged (five a quarter
 * hour, like every other code), and a clash with another account is told only after the right
 * code: a junk code answers the same whether or not the address is taken. Confirming a pending
 * address makes it the account's email, verified, and voids every live code and link of the
 * account that went to another address; the previous address is told.
 */
export async function verifyEmail(accountId: number, proof: { code?: string; link_id?: string }): Promise<void> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { email: true, pendingEmail: true } });
  const address = account.pendingEmail ?? account.email;
  const field = proof.link_id ? "link_id" : "code";
  const wrong = () =>
    proof.link_id ? new Invalid({ link_id: [MESSAGES.linkExpired] }, { errorMessage: MESSAGES.linkExpired }) : new Invalid({ code: [MESSAGES.invalidLoginCode] });
  const attempt = await reserveAttempt(codeFailureKey("email_verify", `account:${accountId}`), LIMITS.codeFailuresPerAddress, { carryOver: true });
  if (!attempt.allowed || !(await proofHolds(accountId, address, proof))) {
    logSignInFailure({ method: "verify_email", accountId });
    throw wrong();
  }
  await attempt.giveBack();
  if (!account.pendingEmail) {
    await db.account.update({ where: { id: accountId }, data: { emailVerified: 2 } });
    logEvent("auth.email_verified", { accountId });
    return;
  }
  const clash = () => new Invalid({ [field]: [MESSAGES.emailInUse] }, { errorMessage: MESSAGES.emailInUse });
  try {
    // Only if the pending address is still the one confirmed (a parallel change wins otherwise).
    const pendingEmail = account.pendingEmail;
    await db.$transaction(async (tx) => {
      const moved = await tx.account.updateMany({
        where: { id: accountId, pendingEmail },
        data: { email: pendingEmail, pendingEmail: null, emailVerified: 2 },
      });
      if (moved.count === 0) throw wrong();
      await voidCodesSentElsewhere(tx, accountId, pendingEmail);
      // Security notice to the address the account had until now, with the change.
      await queueSecurityNotice(tx, { accountId, change: "email_changed", detail: pendingEmail, to: account.email });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw clash();
    throw error;
  }
  logEvent("auth.email_changed", { accountId });
}

/** Whether the code or link was mailed to `address` for this account, is live, and matches (it is then used up). */
async function proofHolds(accountId: number, address: string, proof: { code?: string; link_id?: string }): Promise<boolean> {
  if (proof.link_id) {
    const row = await db.verification.findUnique({ where: { linkHash: linkHash(proof.link_id) } });
    return (
      !!row &&
      row.purpose === "email_verify" &&
      row.accountId === accountId &&
      row.email.toLowerCase() === address.toLowerCase() &&
      (await consumeVerification(row.id))
    );
  }
  const row = await db.verification.findFirst({
    where: {
      purpose: "email_verify",
      accountId,
      email: address,
      consumedAt: null,
      expiresAt: { gt: clock.now() },
      attempts: { lt: MAX_CODE_ATTEMPTS },
    },
    orderBy: { id: "desc" },
  });
  return !!row && (await redeemCode(row, proof.code ?? "")) === "ok";
}
