import "server-only";
// What a person has chosen to receive: the unsubscribe links' operation and the profile's mail
// switches. Apart from lib/mail because both ask lib/people whose address is whose, and
// lib/people sends mail.
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Forbidden } from "@/lib/errors";
import { provedAddressOfAccount } from "@/lib/people/addresses";
import type { MailCategory } from "@/lib/mail/mail";
import { optedOut } from "@/lib/mail/unsubscribe/opted-out";

// A profile switch for one category of mail, kept where the unsubscribe links keep it: an opt-out
// of the account's proved address (lib/people/addresses.ts). An address not yet proved is nobody's,
// so a switch never turns another person's mail on or off; such an account gets no such mail.

async function addressOf(session: CurrentSession): Promise<string | null> {
  if (!session.accountId) throw new Forbidden();
  return provedAddressOfAccount(db, session.accountId);
}

/** Whether this category comes to the account's address: off once unsubscribed, by link or here. */
export async function categoryOn(session: CurrentSession, category: MailCategory): Promise<boolean> {
  const address = await addressOf(session);
  return !!address && !(await optedOut(db, address, category));
}

/** Turns the category on (removes the opt-out) or off (records one); answers what now holds. */
export async function setCategoryOn(session: CurrentSession, category: MailCategory, on: boolean): Promise<boolean> {
  const address = await addressOf(session);
  if (!address) return false;
  if (on) await db.mailOptOut.deleteMany({ where: { email: address, category } });
  else await db.mailOptOut.upsert({ where: { email_category: { email: address, category } }, create: { email: address, category, createdAt: clock.now() }, update: {} });
  return on;
}
