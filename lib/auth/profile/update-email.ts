import "server-only";
import { db } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { MESSAGES } from "../messages";
import { invalidateVerification } from "../verification/issue-verification";
import { sendVerificationEmail } from "./send-verification-email";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";

/**
 * Asks to change the account's email. The new address waits in `pending_email` until its
 * mailed code or link comes back (verify-email.ts): until then the account's email, the people
 * it is, its rights and where password resets go stay those of the verified address. Free and
 * taken addresses are answered alike (a taken one gets a notice, no code); a clash is told only
 * at confirmation. The mail goes first: if it cannot be sent, nothing is recorded.
 *
 * Callers check the re-authentication first; the "email change requested" notice to the
 * current (verified) address is queued with the change.
 */
export async function updateEmail(
  accountId: number,
  newEmail: string,
): Promise<{ sentAt: Date | null }> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { id: true, username: true, email: true } });
  if (account.email.toLowerCase() === newEmail.toLowerCase()) throw new Invalid({ newEmail: [MESSAGES.sameEmail] });
  const sent = await sendVerificationEmail(account, newEmail);
  try {
    await db.$transaction(async (tx) => {
      await tx.account.update({ where: { id: accountId }, data: { pendingEmail: newEmail } });
      // Security notice to the address the account had before this request.
      await queueSecurityNotice(tx, { accountId, change: "email_change_requested", detail: newEmail, to: account.email });
    });
  } catch (error) {
    if (sent.verificationId) await invalidateVerification(sent.verificationId);
    throw error;
  }
  logEvent("auth.email_change_requested", { accountId });
  return { sentAt: sent.sentAt };
}
