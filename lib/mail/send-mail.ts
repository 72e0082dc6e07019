import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { logError, logEvent } from "@/lib/log";
import type { Mail } from "./mail";
import { writeToOutbox } from "./outbox";

export class MailNotSentError extends Error {}

const transports = new Map<string, Transporter>();

// SMTP_URL is read when a mail goes, not once at start, so a test can point it at its own
// listener. Timeouts are short: a person is waiting for the answer.
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(url, transport);
  }
  return transport;
}


/** Sends through SMTP when SMTP_URL is set, else into the dev outbox. Throws MailNotSentError. */
export async function sendMail(mail: Mail, kind: string): Promise<void> {
  const url = env().SMTP_URL;
  if (!url) {
    await writeToOutbox(mail);
    return;
  }
  try {
    await transportFor(url).sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    logEvent("mail.sent", { kind });
  } catch (error) {
    logError("mail.failed", error, { kind });
    throw new MailNotSentError("mail not sent", { cause: error });
  }
}
