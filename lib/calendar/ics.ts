import "server-only";
import ical, { ICalCalendarMethod, ICalEventTransparency } from "ical-generator";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import type { MilestoneEvent } from "./events";

// The calendar text (RFC 5545) of milestones, through ical-generator
// (docs/decisions/044-calendars-with-ical-generator.md), which escapes commas, semicolons,
// backslashes and newlines and folds long lines. Every milestone is one all-day event: DATE
// values, so no time zone can move it by a day. The calendar's zone is not given to the library:
// without a zone definition it would write the stamps as the server's local time. The zone is
// said as X-WR-TIMEZONE instead, for the apps that show floating times by it.

const CALENDAR_TIME_ZONE = "Europe/London";
const SUMMARY_MILESTONE = 80;
const SUMMARY_PROJECT = 60;

/** One line, at most `most` characters: cut at a word where one is near, with an ellipsis. */
function shorten(text: string, most: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= most) return line;
  const cut = line.slice(0, most - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > most / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The day after yyyy-MM-dd, as the instant of its UTC midnight (the library writes its date). */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** Where the milestone is on its project's page. */
function milestoneUrl(event: Pick<MilestoneEvent, "id" | "projectId">): string {
  return `${env().APP_URL}/projects/${event.projectId}/#milestone-${event.id}`;
}

/** The stable UID of a milestone's event: a calendar app updates the event it added before. */
function milestoneUid(id: number): string {
  return `milestone-${id}@${new URL(env().APP_URL).hostname}`;
}

function descriptionOf(event: MilestoneEvent): string {
  return [
    event.description.trim(),
    "",
    `Project: ${event.project}`,
    `Milestone status: ${event.status}`,
    `Project status: ${event.projectStatus}`,
    milestoneUrl(event),
  ].join("\n");
}

type CalendarOptions = {
  /** the calendar's own name, for a feed (a file of one event adds it to a calendar the person has) */
  name?: string;
  events: MilestoneEvent[];
  /** how often a subscribed app should look again, in seconds (a feed) */
  refreshSeconds?: number;
};

export function calendarText({ name, events, refreshSeconds }: CalendarOptions): string {
  // PRODID is written as it is given: a name with a comma or semicolon would need escaping.
  const organisation = env().ORGANISATION_NAME.replace(/[\\;,\r\n]+/g, " ");
  const calendar = ical({
    name: name ?? null,
    prodId: { company: organisation, product: "Project Directory", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: refreshSeconds ?? null,
    x: [["X-WR-TIMEZONE", CALENDAR_TIME_ZONE]],
  });
  const stamp = clock.now();
  for (const event of events) {
    calendar.createEvent({
      id: milestoneUid(event.id),
      sequence: event.version,
      stamp,
      lastModified: event.updatedAt,
      allDay: true,
      start: new Date(`${event.start}T00:00:00Z`),
      // DTEND of an all-day event is the day after its last: one day when it has no end.
      end: dayAfter(event.end ?? event.start),
      summary: `${shorten(event.description, SUMMARY_MILESTONE)} (${shorten(event.project, SUMMARY_PROJECT)})`,
      description: descriptionOf(event),
      url: milestoneUrl(event),
      // A milestone spans days or weeks of work, not a meeting: it does not make anyone busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
