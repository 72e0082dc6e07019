import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { provedAddressOfAccount } from "@/lib/people/addresses";
import type { MailCategory } from "@/lib/mail/mail";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe/token";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/mail/unsubscribe/messages";

/**
 * Opts the token's address out of its category, or, for a saved search's own link, stops that
 * search alone (while it still belongs to an account whose proved address is the token's: a
 * search moved to nobody else, an address changed since, stops nothing). Again: nothing more.
 */
export async function unsubscribe(token: string): Promise<{ category: MailCategory }> {
  const target = readUnsubscribeToken(token);
  if (!target) throw new Invalid({ token: [UNSUBSCRIBE_MESSAGES.invalid] });
  if (target.savedSearchId) {
    const search = await db.savedSearch.findUnique({ where: { id: target.savedSearchId }, select: { accountId: true } });
    const owner = search && (await provedAddressOfAccount(db, search.accountId));
    if (owner?.toLowerCase() === target.email.toLowerCase()) {
      await db.savedSearch.updateMany({ where: { id: target.savedSearchId, stoppedAt: null }, data: { stoppedAt: clock.now(), stoppedReason: "search_unsubscribed" } });
    }
    logEvent("mail.unsubscribed", { category: target.category, savedSearchId: target.savedSearchId });
    return { category: target.category };
  }
  await db.mailOptOut.upsert({
    where: { email_category: { email: target.email, category: target.category } },
    create: { email: target.email, category: target.category, createdAt: clock.now() },
    update: {},
  });
  logEvent("mail.unsubscribed", { category: target.category });
  return { category: target.category };
}
