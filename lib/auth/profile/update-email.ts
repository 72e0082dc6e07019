import "server-only";
import { db } from "@/lib/db";
import { invalid } from "@/lib/http/errors";
import { logEvent } from "@/lib/log";
import { MESSAGES } from "../messages";
import { invalidateVerification } from "../verification/issue-verification";
import { sendVerificationEmail } from "./send-verification-email";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === "P2002";
}

/**
 * Changes the account's email, unverified until the mailed code or link comes back. The mail
 * goes first: if it cannot be sent, the email is not changed.
 */
export async function updateEmail(
  accountId: number,
  newEmail: string,
  context: { ip: string; requestId: string; userAgent?: string | null },
): Promise<{ sentAt: Date | null }> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { id: true, username: true, email: true } });
  if (account.email.toLowerCase() === newEmail.toLowerCase()) throw invalid({ newEmail: [MESSAGES.sameEmail] });
  const taken = await db.account.findUnique({ where: { email: newEmail }, select: { id: true } });
  if (taken) throw invalid({ newEmail: [MESSAGES.emailInUse] });
  const sent = await sendVerificationEmail(account, newEmail, context);
  try {
    await db.account.update({ where: { id: accountId }, data: { email: newEmail, emailVerified: 0 } });
  } catch (error) {
    if (sent.verificationId) await invalidateVerification(sent.verificationId);
    if (isUniqueViolation(error)) throw invalid({ newEmail: [MESSAGES.emailInUse] });
    throw error;
  }
  logEvent("auth.email_changed", { requestId: context.requestId, accountId });

  // Security notice to the address the account had before this request.
  notifySecurityChange({ accountId, change: "email_change_requested", detail: newEmail, to: account.email, userAgent: context.userAgent ?? null, requestId: context.requestId });
  return { sentAt: sent.sentAt };
}
