import { route } from "@/lib/http/route";
import { feedOf, issueFeed } from "@/lib/calendar/feed-settings";

export const dynamic = "force-dynamic";

// The signed-in account's calendar feed (docs/product.md#calendars): whether it is on and what it
// holds (never its URL); a POST turns it on or gives it a new URL, answered this once.
export const GET = route("GET /api/calendar/subscription/", async ({ session }) => ({ feed: await feedOf(session) }));
export const POST = route("POST /api/calendar/subscription/", async ({ session, body }) => issueFeed(session, body.includeLed));
