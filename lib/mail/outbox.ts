import "server-only";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import type { Mail } from "./send-mail";

// Without SMTP_URL (development) mail is not sent: it is printed, and appended as one JSON line
// to DATA_DIR/outbox.jsonl, where a developer finds the code and link. Production sets SMTP_URL.

export function outboxPath(): string {
  return path.resolve(process.env.DATA_DIR?.trim() || env().DATA_DIR, "outbox.jsonl");
}

export async function writeToOutbox(mail: Mail): Promise<void> {
  const entry = {
    time: new Date().toISOString(),
    to: mail.to,
    subject: mail.subject,
    code: mail.code,
    link: mail.link,
    text: mail.text,
  };
  process.stdout.write(
    `[dev outbox] to=${mail.to} subject="${mail.subject}"${mail.code ? ` code=${mail.code}` : ""}${mail.link ? ` link=${mail.link}` : ""}\n`,
  );
  const file = outboxPath();
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, JSON.stringify(entry) + "\n", "utf8");
}
