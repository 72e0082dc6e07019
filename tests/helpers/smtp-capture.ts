import { appendFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP listener for the tests: the app sends through SMTP_URL exactly as in production
// and the test reads what arrived. The unit and API tests start one in their own process and
// read its mails in memory (start it in beforeAll; it sets SMTP_URL itself). The end-to-end suite
// starts one in Playwright's global setup, beside the app's server, with `file`: its specs run in
// worker processes of their own and read each mail from that file, one JSON line per mail.
// It can also misbehave as real servers do: hang (accept and never answer), answer slowly,
// refuse a recipient for good (550 at RCPT TO), and keep a recipient waiting, then refuse it
// for now (451 at RCPT TO, after a while).

export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** the emailed code ("Your code: …" in every code mail) */
  code?: string;
  /** the link into the app a mail carries: sign-in, email verification or set-password */
  link?: string;
  /** the headers, names in lower case (message-id, date, list-unsubscribe …) */
  headers: Record<string, string>;
  /** ms since the epoch */
  receivedAt: number;
};

function captured(mail: ParsedMail): CapturedMail {
  const text = mail.text ?? "";
  return {
    to: [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase())),
    subject: mail.subject ?? "",
    text,
    html: typeof mail.html === "string" ? mail.html : "",
    code: text.match(/Your code: ([A-Z0-9]{6})/)?.[1],
    link: text.match(/(https?:\/\/\S+[?&](?:link_id|verify|token)=[\w-]+)/)?.[1],
    headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()])),
    receivedAt: Date.now(),
  };
}

export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private waiters: (() => void)[] = [];
  /** While set, a mail's DATA is taken in but not answered: the sender waits, as on a slow server. */
  private hold?: { started: () => void; release: Promise<void> };
  /** While true, a connection is accepted and never greeted: the sender waits for an answer that never comes. */
  private hanging = false;
  /** Each mail's "accepted" comes this much later. */
  private answerDelayMs = 0;
  /** Recipients refused for good (550 at RCPT TO), lower case. */
  private readonly refused = new Set<string>();
  /** Recipients kept waiting this many ms at RCPT TO, then refused for now (451), lower case. */
  private readonly deferred = new Map<string, number>();
  /**
   * Connections taken in while hanging, RCPT TO commands refused for good, by address, and every
   * RCPT TO in the order it came (each is the start of one try at one mail, whatever its outcome).
   */
  readonly seen = { hungConnections: 0, refusedRcpt: new Map<string, number>(), rcpt: [] as { to: string; at: number }[] };
  private constructor(private readonly server: SMTPServer, readonly url: string, private readonly file?: string) {}

  /** Listens on `port` (any free one by default); with `file`, also appends each mail there. */
  static async start(options: { port?: number; file?: string } = {}): Promise<SmtpCapture> {
    const holder: { capture?: SmtpCapture } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onConnect(_session, callback) {
        const capture = holder.capture;
        // Never answered: the greeting never comes (the sender's own timeout or abort ends it).
        if (capture?.hanging) {
          capture.seen.hungConnections++;
          return;
        }
        callback();
      },
      onRcptTo(address, _session, callback) {
        const capture = holder.capture;
        const to = address.address.toLowerCase();
        capture?.seen.rcpt.push({ to, at: Date.now() });
        const deferMs = capture?.deferred.get(to);
        if (deferMs !== undefined) {
          const refuse = () => callback(Object.assign(new Error(`4.2.1 <${to}>: mailbox busy, try again later`), { responseCode: 451 }));
          return void setTimeout(refuse, deferMs);
        }
        if (capture?.refused.has(to)) {
          capture.seen.refusedRcpt.set(to, (capture.seen.refusedRcpt.get(to) ?? 0) + 1);
          return callback(Object.assign(new Error(`5.1.1 <${to}>: no such user here`), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            const hold = holder.capture?.hold;
            if (hold) {
              hold.started();
              await hold.release;
            }
            // A sender that went away while held never got the server's "accepted": not delivered.
            const delay = holder.capture?.answerDelayMs ?? 0;
            if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
            if (holder.capture?.closed.has(session.id)) return callback(new Error("connection gone"));
            holder.capture?.receive(captured(mail));
            callback();
          })
          .catch(callback);
      },
      onClose(session) {
        holder.capture?.closed.add(session.id);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    const capture = new SmtpCapture(server, `smtp://127.0.0.1:${port}`, options.file);
    holder.capture = capture;
    process.env.SMTP_URL = capture.url;
    return capture;
  }

  readonly closed = new Set<string>();

  /**
   * Holds the next mails' answer until `release()`: `started` resolves once a mail is being held
   * (its sender is mid-send). Used to stop or kill a worker while it sends.
   */
  holdMail(): { started: Promise<void>; release(): void } {
    let started!: () => void;
    let release!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.hold = { started, release: released };
    return {
      started: startedPromise,
      release: () => {
        this.hold = undefined;
        release();
      },
    };
  }

  /** From now on connections are accepted and never answered, until `answerAgain()`. */
  hang(): void {
    this.hanging = true;
  }

  /** Each mail is accepted `ms` after its DATA (0: at once again). */
  answerSlowly(ms: number): void {
    this.answerDelayMs = ms;
  }

  /** Answers as a healthy server again (new connections are greeted, at once). */
  answerAgain(): void {
    this.hanging = false;
    this.answerDelayMs = 0;
  }

  /** Refuses mail to `address` for good: 550 at RCPT TO, as for a mailbox that does not exist. */
  refuseRecipient(address: string, refuse = true): void {
    if (refuse) this.refused.add(address.toLowerCase());
    else this.refused.delete(address.toLowerCase());
  }

  /**
   * Keeps each try at mail to `address` waiting `ms` at RCPT TO, then refuses it for now (451,
   * "try again later"), as a busy or greylisting server does; `false` accepts it again.
   */
  deferRecipient(address: string, ms: number | false): void {
    if (ms === false) this.deferred.delete(address.toLowerCase());
    else this.deferred.set(address.toLowerCase(), ms);
  }

  private receive(mail: CapturedMail) {
    this.mails.push(mail);
    if (this.file) appendFileSync(this.file, JSON.stringify(mail) + "\n");
    for (const wake of this.waiters.splice(0)) wake();
  }
  mailsTo(address: string): CapturedMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** The newest mail to `address`, waiting up to `timeoutMs` for one if there is none yet. */
  async lastMailTo(address: string, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mailsTo(address).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** Runs `action` and waits for the mail to `address` it causes. */
  async nextMailTo<T>(address: string, action: () => Promise<T>, timeoutMs = 5000): Promise<{ result: T; mail: CapturedMail }> {
    const before = this.mailsTo(address).length;
    const result = await action();
    const deadline = Date.now() + timeoutMs;
    while (this.mailsTo(address).length <= before) {
      if (Date.now() > deadline) throw new Error(`no new mail to ${address}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return { result, mail: this.mailsTo(address).at(-1)! };
  }

  clear() {
    this.mails.length = 0;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (process.env.SMTP_URL === this.url) delete process.env.SMTP_URL;
  }
}
