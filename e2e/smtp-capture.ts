import { appendFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

// A real SMTP listener for the end-to-end suite: the app sends through SMTP_URL as in
// production, and each message is appended as one JSON line where tests read it.
// It stays apart from the vitest capture (tests/helpers/smtp-capture.ts) because of Playwright's
// process model: the listener starts once in the global setup, beside the app's server process,
// while the specs run in worker processes of their own; a file is what they all can read. The
// vitest capture lives in the test's own process and hands mails over in memory.

export type CapturedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: number };

export function startSmtpCapture(port: number, file: string): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
          const record: CapturedMail = {
            to,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            receivedAt: Date.now(),
          };
          appendFileSync(file, JSON.stringify(record) + "\n");
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
