import "server-only";
import { db } from "@/lib/db";
import type { MailCategory } from "../mail";
import { readUnsubscribeToken } from "./token";

// What the unsubscribe page says, from the token (a read at most: opening it changes nothing).

const CATEGORY_NAMES: Record<MailCategory, string> = {
  alerts: "alerts about new milestones that match your saved searches",
  reminders: "reminders to check that your projects are current",
  request_digest: "the daily digest of new requests to join milestones",
  invitations: "invitations to join milestones, and the answers to the invitations you send",
  open_to_projects: "the reminder that your \"open to projects\" has ended, asking whether to renew it",
};

/** What the confirmation page says before the click, or null for a token that is not valid. */
export async function describeUnsubscribe(token: string): Promise<{ category: MailCategory; description: string } | null> {
  const target = readUnsubscribeToken(token);
  if (!target) return null;
  if (target.savedSearchId) {
    const search = await db.savedSearch.findUnique({ where: { id: target.savedSearchId }, select: { name: true } });
    // A deleted search: nothing is sent for it any more, and the page says so plainly.
    const description = search ? `alerts for your saved search “${search.name}” (your other saved searches go on)` : "alerts for a saved search that has been deleted";
    return { category: target.category, description };
  }
  return { category: target.category, description: CATEGORY_NAMES[target.category] };
}
