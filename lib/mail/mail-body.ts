import "server-only";
import { open, seal } from "@/lib/crypto/secret-box";
import type { MailContent } from "./mail";

// A queued mail's body, kept so the worker can send it again after a failure. A body that
// carries a link acting for its holder (set-password, data export, a review reminder's Still
// current) is sealed with ENCRYPTION_KEY, as TOTP secrets are: a copy of the database alone
// cannot use it. Codes are never stored (send-mail-now.ts).

const PURPOSE = "mail-body";

export function storedBody(content: MailContent, secret: boolean): { body: string; bodySealed: boolean } {
  const json = JSON.stringify({ text: content.text, html: content.html, link: content.link });
  return secret ? { body: seal(json, PURPOSE), bodySealed: true } : { body: json, bodySealed: false };
}

/** The stored body, or null when there is none or it can no longer be opened (a key gone). */
export function openBody(row: { body: string | null; bodySealed: boolean }): MailContent | null {
  if (!row.body) return null;
  const json = row.bodySealed ? open(row.body, PURPOSE) : row.body;
  if (!json) return null;
  const parsed = JSON.parse(json) as { text: string; html: string; link?: string };
  return { text: parsed.text, html: parsed.html, link: parsed.link };
}
