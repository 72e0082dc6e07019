import "server-only";
import { Unavailable } from "@/lib/errors";
import { MailNotSentError, sendMail } from "@/lib/mail/send-mail";
import { SET_PASSWORD_MESSAGES as M } from "./messages";
import type { IssuedLink } from "./issue-set-password-link";
import { SET_PASSWORD_LIFETIME_MS } from "./link-token";
import { setPasswordMail } from "./set-password-mail";

/** Mails the link; if the mail cannot go, the admin is told (503) and can send it again. */
export async function sendSetPasswordMail(account: { username: string; email: string }, link: IssuedLink): Promise<void> {
  const mail = setPasswordMail({ username: account.username, url: link.url, hours: SET_PASSWORD_LIFETIME_MS / 3_600_000 });
  try {
    await sendMail({ to: account.email, ...mail, link: link.url }, "set_password");
  } catch (error) {
    if (error instanceof MailNotSentError) throw new Unavailable(M.mailNotSent);
    throw error;
  }
}
