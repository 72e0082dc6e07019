import "server-only";
import { db } from "@/lib/db";

/**
 * The mail server's answer when it refused a mail to this address for good (SMTP 5xx at RCPT or
 * DATA), or null. While one such mail stands failed, alerts and reminders to the address are
 * cancelled instead of sent (deliver-mail.ts); an admin's Retry clears it (retry-mail.ts), and an
 * account whose address changes gets its mail at the new one, which has no refusal.
 */
export async function addressRefused(recipient: string): Promise<string | null> {
  const refused = await db.mail.findFirst({
    where: { recipient, refused: true, status: "failed" },
    orderBy: { id: "desc" },
    select: { lastError: true },
  });
  return refused ? (refused.lastError ?? "refused") : null;
}
