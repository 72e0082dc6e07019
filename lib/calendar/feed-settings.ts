import "server-only";
import { requireAccountId } from "@/lib/auth/require-account";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { randomToken, sha256 } from "@/lib/crypto/tokens";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { NotFound } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { CALENDAR_MESSAGES as M } from "./messages";
import type { FeedView, NewFeedAnswer } from "./schemas";

// The profile's calendar feed (docs/product.md#calendars): one per account. Its URL carries 32
// random bytes (256 bits) in base64url; only their SHA-256 is stored, as for share links, so the
// URL is shown once, in the answer that makes it. Turning the feed on and replacing its URL are
// one statement that writes the row's new hash, so the old URL stops working in the same commit,
// and of many replacements at once the last to commit is the one URL that works.

type FeedRow = { includeLed: boolean; createdAt: Date };

const view = (row: FeedRow): FeedView => ({ includeLed: row.includeLed, createdAt: row.createdAt.toISOString() });

function feedUrl(token: string): string {
  return `${env().APP_URL}/api/calendar/feed/?token=${token}`;
}

/** The account's feed (never its URL), or null when it is off. */
export async function feedOf(session: CurrentSession): Promise<FeedView | null> {
  const row = await db.calendarFeed.findUnique({ where: { accountId: requireAccountId(session) }, select: { includeLed: true, createdAt: true } });
  return row ? view(row) : null;
}

/** Turns the feed on, or gives it a new URL: the old one stops working at once. */
export async function issueFeed(session: CurrentSession, includeLed: boolean): Promise<NewFeedAnswer> {
  const accountId = requireAccountId(session);
  const token = randomToken(32);
  const now = clock.now();
  const [row] = await db.$queryRaw<(FeedRow & { replaced: boolean })[]>`
    INSERT INTO calendar_feed (account_id, token_hash, include_led, created_at)
    VALUES (${accountId}, ${sha256(token)}, ${includeLed}, ${now})
    ON CONFLICT (account_id) DO UPDATE
      SET token_hash = EXCLUDED.token_hash, include_led = EXCLUDED.include_led, created_at = EXCLUDED.created_at
    RETURNING include_led AS "includeLed", created_at AS "createdAt", (xmax::text <> '0') AS replaced`;
  logEvent(row.replaced ? "calendar_feed.replaced" : "calendar_feed.created", { accountId });
  return { feed: view(row), url: feedUrl(token) };
}

/** Changes what the feed holds; its URL stays. 404 when the feed is off. */
export async function setFeedIncludesLed(session: CurrentSession, includeLed: boolean): Promise<FeedView> {
  const accountId = requireAccountId(session);
  const [row] = await db.$queryRaw<FeedRow[]>`
    UPDATE calendar_feed SET include_led = ${includeLed} WHERE account_id = ${accountId}
    RETURNING include_led AS "includeLed", created_at AS "createdAt"`;
  if (!row) throw new NotFound(M.feedOff);
  return view(row);
}

/** Turns the feed off: its URL answers 404 from now on. */
export async function turnOffFeed(session: CurrentSession): Promise<null> {
  const accountId = requireAccountId(session);
  const { count } = await db.calendarFeed.deleteMany({ where: { accountId } });
  if (count) logEvent("calendar_feed.turned_off", { accountId });
  return null;
}
