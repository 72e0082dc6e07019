import "server-only";
import { db } from "@/lib/db";
import { invalid } from "@/lib/http/errors";
import { logEvent } from "@/lib/log";
import { MESSAGES } from "../messages";
import { linkHash, MAX_CODE_ATTEMPTS } from "../verification/codes";
import { consumeVerification, redeemCode } from "../verification/redeem-code";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

/**
 * Confirms the account's current email with the mailed code or the link's id. Only a code
 * sent to the address the account has now counts.
 */
export async function verifyEmail(
  accountId: number,
  proof: { code?: string; link_id?: string },
  requestId: string,
  userAgent: string | null = null,
): Promise<void> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { email: true } });
  let ok = false;
  if (proof.link_id) {
    const row = await db.verification.findUnique({ where: { linkHash: linkHash(proof.link_id) } });
    ok =
      !!row &&
      row.purpose === "email_verify" &&
      row.accountId === accountId &&
      row.email.toLowerCase() === account.email.toLowerCase() &&
      (await consumeVerification(row.id));
    if (!ok) throw invalid({ link_id: [MESSAGES.linkExpired] }, { errorMessage: MESSAGES.linkExpired });
  } else {
    const row = await db.verification.findFirst({
      where: {
        purpose: "email_verify",
        accountId,
        email: account.email,
        consumedAt: null,
        expiresAt: { gt: new Date() },
        attempts: { lt: MAX_CODE_ATTEMPTS },
      },
      orderBy: { id: "desc" },
    });
    ok = !!row && (await redeemCode(row, proof.code ?? "")) === "ok";
    if (!ok) throw invalid({ code: [MESSAGES.invalidLoginCode] });
  }
  await db.account.update({ where: { id: accountId }, data: { emailVerified: 2 } });
  logEvent("auth.email_verified", { requestId, accountId });

  // Security notice that the change is done.
  notifySecurityChange({ accountId, change: "email_changed", detail: account.email, userAgent, requestId });
}
