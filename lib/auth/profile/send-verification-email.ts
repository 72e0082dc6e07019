import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { allowMailSend } from "@/lib/rate-limit/allow-mail-send";
import { verifyEmailMail } from "@/emails/verify-email";
import { CODE_LIFETIME_MS } from "../verification/codes";
import { sendCodeMail } from "../verification/send-code-mail";

export function verifyEmailLink(linkId: string): string {
  return `${env().APP_URL}/profile/?verify=${linkId}`;
}

/**
 * Mails a code and link to confirm `email` for the account (older ones stop working) and
 * records when. Over a send limit nothing goes and the previous time is returned unchanged.
 * Returns the id of the new code so a caller can invalidate it if its own change fails.
 */
export async function sendVerificationEmail(
  account: { id: number; username: string },
  email: string,
  context: { ip: string; requestId: string },
): Promise<{ sentAt: Date | null; verificationId: number | null }> {
  if (!(await allowMailSend(email, context.ip))) {
    const current = await db.account.findUnique({ where: { id: account.id }, select: { verificationEmailSentAt: true } });
    return { sentAt: current?.verificationEmailSentAt ?? null, verificationId: null };
  }
  const issued = await sendCodeMail(
    { purpose: "email_verify", email, to: email, accountId: account.id },
    (v) => {
      const link = verifyEmailLink(v.linkId);
      return { ...verifyEmailMail({ code: v.code, link, username: account.username, minutes: CODE_LIFETIME_MS / 60_000 }), link };
    },
    "email_verify",
  );
  const sentAt = new Date();
  await db.account.update({ where: { id: account.id }, data: { verificationEmailSentAt: sentAt } });
  logEvent("auth.verification_email_sent", { requestId: context.requestId, accountId: account.id });
  return { sentAt, verificationId: issued.id };
}
