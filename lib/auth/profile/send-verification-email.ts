import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { allowMailSend } from "@/lib/rate-limit/allow-mail-send";
import { emailInUseNoticeMail } from "@/emails/email-in-use-notice";
import { verifyEmailMail } from "@/emails/verify-email";
import { CODE_LIFETIME_MS } from "../verification/codes";
import { sendCodeMail, sendNoticeInsteadOfCode } from "../verification/send-code-mail";

function verifyEmailLink(linkId: string): string {
  return `${env().APP_URL}/profile/?verify=${linkId}`;
}

/**
 * Mails a code and link to confirm `email` for the account (older ones stop working) and
 * records when. When another account already has the address, its owner gets a notice instead
 * and no code exists, but the caller is answered the same way (no account oracle). Over a send
 * limit nothing goes and the previous time is returned unchanged. Returns the id of the new
 * code so a caller can invalidate it if its own change fails.
 */
export async function sendVerificationEmail(
  account: { id: number; username: string },
  email: string,
): Promise<{ sentAt: Date | null; verificationId: number | null }> {
  if (!(await allowMailSend(email))) {
    const current = await db.account.findUnique({ where: { id: account.id }, select: { verificationEmailSentAt: true } });
    return { sentAt: current?.verificationEmailSentAt ?? null, verificationId: null };
  }
  const owner = await db.account.findFirst({ where: { email, NOT: { id: account.id } }, select: { id: true } });
  const target = { purpose: "email_verify" as const, email, to: email, accountId: account.id };
  let verificationId: number | null = null;
  if (owner) {
    // The same work as a code (a row nobody can use, one mail), so the answer's time does not
    // tell that the address is taken.
    await sendNoticeInsteadOfCode(target, emailInUseNoticeMail(), "email_in_use_notice");
  } else {
    const issued = await sendCodeMail(
      target,
      (v) => {
        const link = verifyEmailLink(v.linkId);
        return { ...verifyEmailMail({ code: v.code, link, username: account.username, minutes: CODE_LIFETIME_MS / 60_000 }), link };
      },
      "email_verify",
    );
    verificationId = issued.id;
  }
  const sentAt = clock.now();
  await db.account.update({ where: { id: account.id }, data: { verificationEmailSentAt: sentAt } });
  // The log says which (for the operator); the answer does not.
  logEvent("auth.verification_email_sent", { accountId: account.id, addressInUse: !!owner });
  return { sentAt, verificationId };
}
