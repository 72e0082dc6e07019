import "server-only";
import { Unavailable } from "@/lib/errors";
import { MailNotSentError } from "@/lib/mail/send-mail";
import { sendMailNow } from "@/lib/mail/send-mail-now";
import type { RenderedMail } from "@/emails/layout";
import { invalidateVerification, issueVerification, type IssuedVerification, type VerificationTarget } from "./issue-verification";

export const MAIL_FAILED_MESSAGE = "We could not send the email just now. Please try again in a few minutes.";

/**
 * Issues a code (invalidating the asker's older one) and mails it at once (sendMailNow: the
 * person is waiting). If the mail cannot go, the new code is invalidated too and the caller
 * answers 503: nothing is left valid that nobody received.
 */
export async function sendCodeMail(
  target: VerificationTarget & { to: string },
  render: (issued: IssuedVerification) => RenderedMail & { link?: string },
  kind: string,
): Promise<IssuedVerification> {
  return issueAndMail(target, (issued) => ({ ...render(issued), code: issued.code }), kind);
}

/**
 * Where an address has nothing to receive (no account here, or an address another account has),
 * the same work as sendCodeMail — a code row, one mail sent at once — but the row can never be
 * used and the mail is a notice without a code. The person asking cannot tell the two apart, by
 * the answer or by its time; the address's owner is told what happened.
 */
export async function sendNoticeInsteadOfCode(target: VerificationTarget & { to: string }, notice: RenderedMail, kind: string): Promise<void> {
  await issueAndMail(target, () => notice, kind, { unusable: true });
}

async function issueAndMail(
  target: VerificationTarget & { to: string },
  mailOf: (issued: IssuedVerification) => RenderedMail & { link?: string; code?: string },
  kind: string,
  options: { unusable?: boolean } = {},
): Promise<IssuedVerification> {
  const issued = await issueVerification(target, options);
  try {
    await sendMailNow({ kind, to: target.to, ...mailOf(issued) });
  } catch (error) {
    await invalidateVerification(issued.id);
    if (error instanceof MailNotSentError) throw new Unavailable(MAIL_FAILED_MESSAGE);
    throw error;
  }
  return issued;
}
