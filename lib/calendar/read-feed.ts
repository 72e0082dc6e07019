import "server-only";
import { sha256 } from "@/lib/crypto/tokens";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { LEVEL, effectiveLevel } from "@/lib/levels";
import { logEvent } from "@/lib/log";
import { ownerOfAccount } from "@/lib/people/addresses";
import { milestoneEventsOf } from "./events";
import { calendarText } from "./ics";
import { CALENDAR_MESSAGES as M, CALENDAR_TEXTS } from "./messages";

// GET /api/calendar/feed/?token= (no session: calendar apps have none): the token is the
// authority, checked on every request, so a replaced or turned-off URL answers 404 at once, as
// does the feed of an account that is disabled or no longer a member (level 3 and up). The feed
// holds the milestones the account's people hold a role on, and with `includeLed` every milestone
// of the projects they lead; which people are the account's is lib/people/addresses.ts's answer,
// so a person under an address still waiting for its code is nobody's and not in it. Reading
// changes nothing (no GET does: tests/security/state-changing-gets.test.ts).

/** How often a subscribed calendar app is asked to look again, and how long the answer may be kept. */
export const FEED_REFRESH_SECONDS = 900;

export async function feedCalendar(token: string | undefined): Promise<string> {
  if (!token || !/^[\w-]{43}$/.test(token)) throw new NotFound(M.feedNotFound);
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: sha256(token) },
    select: { accountId: true, includeLed: true, account: { select: { level: true, disabled: true } } },
  });
  if (!feed || feed.account.disabled || effectiveLevel(feed.account.level) < LEVEL.account) {
    logEvent("calendar_feed.refused", { reason: feed ? "account" : "unknown" });
    throw new NotFound(M.feedNotFound);
  }
  const owner = await ownerOfAccount(db, feed.accountId);
  const events = await milestoneEventsOf(owner?.personIds ?? [], feed.includeLed);
  return calendarText({ name: CALENDAR_TEXTS.feedName, events, refreshSeconds: FEED_REFRESH_SECONDS });
}
