import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { NotFound } from "@/lib/errors";
import { visibleMilestoneEvent } from "./events";
import { calendarText } from "./ics";
import { CALENDAR_MESSAGES as M, milestoneFileName } from "./messages";

// GET /api/calendar/milestone/?id= (level 2 and up): one milestone as an .ics file, to whoever
// may see its project (docs/product.md#calendars). An unknown id, a malformed one and one whose
// project the viewer may not see all answer the same 404, so the answer tells nothing.

export type CalendarFile = { text: string; fileName: string };

export async function milestoneCalendar(session: CurrentSession, rawId: string | undefined): Promise<CalendarFile> {
  if (!rawId || !/^[1-9][0-9]{0,9}$/.test(rawId) || Number(rawId) > 2_147_483_647) throw new NotFound(M.milestoneNotFound);
  const event = await visibleMilestoneEvent(session, Number(rawId));
  if (!event) throw new NotFound(M.milestoneNotFound);
  return { text: calendarText({ events: [event] }), fileName: milestoneFileName(event.id) };
}
