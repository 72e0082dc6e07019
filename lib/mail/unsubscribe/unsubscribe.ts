import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import type { MailCategory } from "../mail";
import { readUnsubscribeToken } from "./token";
import { UNSUBSCRIBE_MESSAGES } from "./messages";

/** Opts the token's address out of its category; doing it again changes nothing. */
export async function unsubscribe(token: string): Promise<{ category: MailCategory }> {
  const target = readUnsubscribeToken(token);
  if (!target) throw new Invalid({ token: [UNSUBSCRIBE_MESSAGES.invalid] });
  await db.mailOptOut.upsert({
    where: { email_category: { email: target.email, category: target.category } },
    create: { email: target.email, category: target.category, createdAt: clock.now() },
    update: {},
  });
  logEvent("mail.unsubscribed", { category: target.category });
  return { category: target.category };
}
