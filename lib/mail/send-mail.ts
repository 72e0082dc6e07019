import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { logError, logEvent, logWarning } from "@/lib/log";
import type { Mail } from "./mail";
import { writeToOutbox } from "./outbox";

// The transport: one try at handing a mail to SMTP (or, without SMTP_URL, to the dev outbox).
// Only deliver-mail.ts calls it; everything else queues mail (queue-mail.ts, send-mail-now.ts).

export class MailNotSentError extends Error {
  /** The mail server refused it for good (5xx at RCPT or DATA): trying again cannot help. */
  readonly permanent: boolean;
  constructor(message: string, options: { cause?: unknown; permanent?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.permanent = options.permanent ?? false;
  }
}

/**
 * A refusal for good: the server answered 5xx to the recipient (RCPT TO) or to the mail itself
 * (DATA), e.g. 550 "no such user". 4xx, timeouts and connection errors are temporary; a 5xx to
 * the connection or to MAIL FROM is the server's or our setup's problem, not the address's.
 */
function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && /^(RCPT TO|DATA)/i.test(String(command ?? ""));
}

/** How long one try may take: `signal` aborts it (the connection is closed), whatever the server does. */
export type SendLimits = { signal?: AbortSignal };

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
export async function sendMail(mail: Mail, kind: string, headers?: MailHeaders, limits: SendLimits = {}): Promise<void> {
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
      ...(limits.signal ? { signal: limits.signal } : {}),
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
    const permanent = isPermanentRefusal(error);
    const cutByStop = !!limits.signal?.aborted && !(limits.signal.reason instanceof Error && limits.signal.reason.name === "TimeoutError");
    // A send the worker's stop cut short is handed back (queued again), not a failure to report.
    if (cutByStop) logWarning("mail.send_cut", { kind });
    else logError("mail.failed", error, { kind, permanent });
    const message = limits.signal?.aborted
      ? `The try was cut off: ${cutByStop ? "the worker was stopping" : "the mail server did not answer in time"}.`
      : error instanceof Error
        ? error.message
        : "mail not sent";
    throw new MailNotSentError(message, { cause: error, permanent });
  }
}
