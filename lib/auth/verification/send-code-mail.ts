import "server-only";
import { Unavailable } from "@/lib/errors";
import { MailNotSentError } from "@/lib/mail/send-mail";
import { sendMailNow } from "@/lib/mail/send-mail-now";
import type { RenderedMail } from "@/emails/layout";
import { invalidateVerification, issueVerification, type IssuedVerification, type VerificationTarget } from "./issue-verification";

export const MAIL_FAILED_MESSAGE = "We could not send the email just now. Please try again in a few minutes.";

/**
 * Issues a code (invalidating older ones) and mails it at once (sendMailNow: the person is
 * waiting). If the mail cannot go, the new code is invalidated too and the caller answers 503:
 * nothing is left valid that nobody received.
 */
export async function sendCodeMail(
  target: VerificationTarget & { to: string },
  render: (issued: IssuedVerification) => RenderedMail & { link?: string },
  kind: string,
): Promise<IssuedVerification> {
  const issued = await issueVerification(target);
  const mail = render(issued);
  try {
    await sendMailNow({ kind, to: target.to, ...mail, code: issued.code });
  } catch (error) {
    await invalidateVerification(issued.id);
    if (error instanceof MailNotSentError) throw new Unavailable(MAIL_FAILED_MESSAGE);
    throw error;
  }
  return issued;
}
