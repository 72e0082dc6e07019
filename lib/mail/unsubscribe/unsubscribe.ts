import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import type { MailCategory } from "../mail";
import { readUnsubscribeToken } from "./token";

export const UNSUBSCRIBE_MESSAGES = {
  invalid: "This unsubscribe link is not valid. Please use the link from the most recent email.",
} as const;

export const CATEGORY_NAMES: Record<MailCategory, string> = {
  alerts: "alerts about new milestones that match your saved searches",
  reminders: "reminders to check that your projects are current",
};

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

/** What the confirmation page says before the click, or null for a token that is not valid. */
export function describeUnsubscribe(token: string): { category: MailCategory; description: string } | null {
  const target = readUnsubscribeToken(token);
  return target ? { category: target.category, description: CATEGORY_NAMES[target.category] } : null;
}
