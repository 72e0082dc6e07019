import { route } from "@/lib/http/route";
import { turnOffFeed } from "@/lib/calendar/feed-settings";

export const dynamic = "force-dynamic";

// Turns the account's calendar feed off: its URL answers 404 from now on (docs/product.md#calendars).
export const POST = route("POST /api/calendar/subscription/off/", async ({ session }) => ({ feed: await turnOffFeed(session) }));
