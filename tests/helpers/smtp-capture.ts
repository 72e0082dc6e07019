import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { SMTPServer } from "smtp-server";

// A real SMTP listener inside the test process: the app sends through SMTP_URL exactly as in
// production and the test reads what arrived. Start it in beforeAll; it sets SMTP_URL itself.

type ParsedAddress = { value: { address?: string }[] };
type ParsedMail = { to?: ParsedAddress | ParsedAddress[]; subject?: string; text?: string; html?: string | false };
const { simpleParser } = createRequire(import.meta.url)("mailparser") as {
  simpleParser(source: Readable): Promise<ParsedMail>;
};

export type CapturedMail = { to: string[]; subject: string; text: string; html: string; code?: string; link?: string };

export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private waiters: (() => void)[] = [];
  private constructor(private readonly server: SMTPServer, readonly url: string) {}

  static async start(): Promise<SmtpCapture> {
    const holder: { capture?: SmtpCapture } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            holder.capture?.receive(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    const capture = new SmtpCapture(server, `smtp://127.0.0.1:${port}`);
    holder.capture = capture;
    process.env.SMTP_URL = capture.url;
    return capture;
  }

  private receive(mail: ParsedMail) {
    const text = mail.text ?? "";
    this.mails.push({
      to: [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase())),
      subject: mail.subject ?? "",
      text,
      html: typeof mail.html === "string" ? mail.html : "",
      code: text.match(/Your code: ([A-Z0-9]{6})/)?.[1],
      link: text.match(/(https?:\/\/\S+(?:link_id|verify)=[0-9a-f-]{36})/)?.[1],
    });
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
