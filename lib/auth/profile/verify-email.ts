import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { MESSAGES } from "../messages";
import { linkHash, MAX_CODE_ATTEMPTS } from "../verification/codes";
import { consumeVerification, redeemCode } from "../verification/redeem-code";
import { queueSecurityNotice } from "@/lib/mail/notify-security-change";

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === "P2002";
}

/**
 * Confirms the address waiting in `pending_email` (or, with none, the account's own unverified
 * email) with the mailed code or the link's id. Only a code sent to that address counts.
 * Confirming a pending address makes it the account's email, verified; if another account
 * took it meanwhile, that is told here and nothing changes.
 *
 * A confirmed change is told to the previous address.
 */
export async function verifyEmail(
  accountId: number,
  proof: { code?: string; link_id?: string },
  requestId: string,
  userAgent: string | null = null,
): Promise<void> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { email: true, pendingEmail: true } });
  const address = account.pendingEmail ?? account.email;
  const field = proof.link_id ? "link_id" : "code";
  const clash = () => new Invalid({ [field]: [MESSAGES.emailInUse] }, { errorMessage: MESSAGES.emailInUse });
  if (account.pendingEmail) {
    const owner = await db.account.findFirst({ where: { email: account.pendingEmail, NOT: { id: accountId } }, select: { id: true } });
    if (owner) throw clash();
  }
  let ok = false;
  if (proof.link_id) {
    const row = await db.verification.findUnique({ where: { linkHash: linkHash(proof.link_id) } });
    ok =
      !!row &&
      row.purpose === "email_verify" &&
      row.accountId === accountId &&
      row.email.toLowerCase() === address.toLowerCase() &&
      (await consumeVerification(row.id));
    if (!ok) throw new Invalid({ link_id: [MESSAGES.linkExpired] }, { errorMessage: MESSAGES.linkExpired });
  } else {
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
    ok = !!row && (await redeemCode(row, proof.code ?? "")) === "ok";
    if (!ok) throw new Invalid({ code: [MESSAGES.invalidLoginCode] });
  }
  if (!account.pendingEmail) {
    await db.account.update({ where: { id: accountId }, data: { emailVerified: 2 } });
    logEvent("auth.email_verified", { requestId, accountId });
    return;
  }
  try {
    // Only if the pending address is still the one confirmed (a parallel change wins otherwise).
    const pendingEmail = account.pendingEmail;
    await db.$transaction(async (tx) => {
      const moved = await tx.account.updateMany({
        where: { id: accountId, pendingEmail },
        data: { email: pendingEmail, pendingEmail: null, emailVerified: 2 },
      });
      if (moved.count === 0) throw new Invalid({ [field]: [MESSAGES.invalidLoginCode] });
      // Security notice to the address the account had until now, with the change.
      await queueSecurityNotice(tx, { accountId, change: "email_changed", detail: pendingEmail, to: account.email, userAgent });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw clash();
    throw error;
  }
  logEvent("auth.email_changed", { requestId, accountId });
}
