import "server-only";
import { clock } from "@/lib/clock";
import { appendFile, chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import type { Mail } from "./mail";

// Without SMTP_URL mail is not sent: it is appended as one JSON line to DATA_DIR/outbox.jsonl,
// readable by the server's user only (it holds sign-in codes and links). Production runs with
// SMTP_URL, or with MAIL_OUTBOX=1 chosen explicitly (the start refuses otherwise).
//
// Only on the embedded database of `npm start` (a developer's machine; the start script sets
// EMBEDDED_DATABASE=1 for its server) does the log line show the code and link too, so a
// developer can sign in from the terminal. Those two fields are named so that the log's
// redaction lets them through there; anywhere else they are left out of the line.

function outboxPath(): string {
  return path.resolve(env().DATA_DIR, "outbox.jsonl");
}

export async function writeToOutbox(mail: Mail): Promise<void> {
  const entry = {
    time: clock.now().toISOString(),
    to: mail.to,
    subject: mail.subject,
    code: mail.code,
    link: mail.link,
    text: mail.text,
  };
  const file = outboxPath();
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, JSON.stringify(entry) + "\n", { encoding: "utf8", mode: 0o600 });
  // appendFile's mode applies only when it creates the file; an older file is narrowed here.
  await chmod(file, 0o600);
  const onDeveloperMachine = env().EMBEDDED_DATABASE;
  logEvent("mail.outbox", {
    to: mail.to,
    subject: mail.subject,
    file,
    ...(onDeveloperMachine ? { devOutboxCode: mail.code, devOutboxLink: mail.link } : {}),
  });
}
