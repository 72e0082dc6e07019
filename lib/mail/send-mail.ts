import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { logError, logEvent } from "@/lib/log";
import type { Mail } from "./mail";
import { writeToOutbox } from "./outbox";

// The transport: one try at handing a mail to SMTP (or, without SMTP_URL, to the dev outbox).
// Only deliver-mail.ts calls it; everything else queues mail (queue-mail.ts, send-mail-now.ts).

export class MailNotSentError extends Error {}

/** Headers every mail carries; `unsubscribeUrl` only on mails a person can opt out of. */
export type MailHeaders = { messageId: string; unsubscribeUrl?: string };

const transports = new Map<string, Transporter>();

// SMTP_URL is read when a mail goes, not once at start, so a test can point it at its own
// listener. Timeouts are short: a person may be waiting for the answer.
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
export async function sendMail(mail: Mail, kind: string, headers?: MailHeaders): Promise<void> {
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
      // The app's clock, like every other time it states.
      date: clock.now(),
      ...(headers?.messageId ? { messageId: headers.messageId } : {}),
      headers: headers?.unsubscribeUrl
        ? {
            // RFC 2369 and RFC 8058: a mail client may offer "Unsubscribe" and POST to the address.
            "List-Unsubscribe": `<${headers.unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {},
    });
    logEvent("mail.sent", { kind });
  } catch (error) {
    logError("mail.failed", error, { kind });
    throw new MailNotSentError(error instanceof Error ? error.message : "mail not sent", { cause: error });
  }
}
