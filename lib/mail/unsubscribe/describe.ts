import "server-only";
import type { MailCategory } from "../mail";
import { readUnsubscribeToken } from "./token";

// What the unsubscribe page says, from the token alone (no database: opening it changes nothing).

const CATEGORY_NAMES: Record<MailCategory, string> = {
  alerts: "alerts about new milestones that match your saved searches",
  reminders: "reminders to check that your projects are current",
  request_digest: "the daily digest of new requests to join milestones",
};

/** What the confirmation page says before the click, or null for a token that is not valid. */
export function describeUnsubscribe(token: string): { category: MailCategory; description: string } | null {
  const target = readUnsubscribeToken(token);
  return target ? { category: target.category, description: CATEGORY_NAMES[target.category] } : null;
}
