import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { calendarFeedQuerySchema, feedAnswerSchema, feedOffSchema, feedSettingsSchema, milestoneCalendarQuerySchema, newFeedAnswerSchema } from "./schemas";

// Calendars (docs/product.md#calendars): one milestone as an .ics file, to whoever may see its
// project; a person's subscription feed, answered to its token alone (calendar apps have no
// session), and the profile's calls that turn it on, replace its URL, change what it holds and
// turn it off. The two .ics answers are files, not JSON. One fragment of the table of calls,
// lib/http/calls.ts.

export const calendarCalls = {
  "GET /api/calendar/milestone/": { level: LEVEL.quickAccess, query: milestoneCalendarQuerySchema },
  "GET /api/calendar/feed/": { level: LEVEL.anonymous, query: calendarFeedQuerySchema },
  "GET /api/calendar/subscription/": { level: LEVEL.account, answer: feedAnswerSchema },
  "POST /api/calendar/subscription/": { level: LEVEL.account, body: feedSettingsSchema, answer: newFeedAnswerSchema },
  "POST /api/calendar/subscription/settings/": { level: LEVEL.account, body: feedSettingsSchema, answer: feedAnswerSchema },
  "POST /api/calendar/subscription/off/": { level: LEVEL.account, body: feedOffSchema, answer: feedAnswerSchema },
} as const satisfies Record<string, CallSpec>;
