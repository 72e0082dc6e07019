import { route } from "@/lib/http/route";
import { setFeedIncludesLed } from "@/lib/calendar/feed-settings";

export const dynamic = "force-dynamic";

// Whether the account's feed also holds every milestone of the projects its people lead; the URL
// stays. 404 while the feed is off (docs/product.md#calendars).
export const POST = route("POST /api/calendar/subscription/settings/", async ({ session, body }) => ({
  feed: await setFeedIncludesLed(session, body.includeLed),
}));
