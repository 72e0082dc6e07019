import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { FEED_REFRESH_SECONDS, feedCalendar } from "@/lib/calendar/read-feed";

export const dynamic = "force-dynamic";

// A person's calendar feed, for their calendar app: the token in the URL is its only authority
// (no session); 404 for an unknown, replaced or turned-off one (docs/product.md#calendars). The
// answer may be kept by the app (not by a shared cache) for as long as the feed asks it to wait.
export const GET = route("GET /api/calendar/feed/", async ({ query }) => {
  const text = await feedCalendar(query.token);
  return new NextResponse(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="my-milestones.ics"',
      "Cache-Control": `private, max-age=${FEED_REFRESH_SECONDS}`,
    },
  });
});
