import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import type { OutgoingMail } from "./mail";
import { storedBody } from "./mail-body";
import { newMessageId } from "./message-id";
import { assertSubjectHasNoSecret } from "./no-secrets";

/** Writes the mail's row in the caller's transaction; `keepBody: false` for codes. */
export async function recordMail(tx: Tx, mail: OutgoingMail, options: { keepBody: boolean }): Promise<number> {
  // The subject is stored and shown to admins: a code or link in it would be readable there.
  assertSubjectHasNoSecret(mail.subject, [mail.code, mail.link]);
  const now = clock.now();
  const body = options.keepBody ? storedBody(mail, !!mail.secret || !!mail.link) : { body: null, bodySealed: false };
  const row = await tx.mail.create({
    data: {
      kind: mail.kind,
      category: mail.category ?? null,
      recipient: mail.to,
      subject: mail.subject.slice(0, 300),
      ...body,
      messageId: newMessageId(),
      createdAt: now,
      queuedAt: now,
    },
    select: { id: true },
  });
  return row.id;
}
