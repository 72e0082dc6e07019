import ICAL from "ical.js";
import { expect } from "vitest";
import { db } from "@/lib/db";
import { LEVEL } from "@/lib/levels";
import { ApiClient, type ApiResponse } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";

// What the calendar tests build for each case, on top of the demo data's reference lists: people
// with accounts of their own, projects and milestones they hold roles on, visitors of an
// organisation; and the .ics answers read back with ical.js, a parser apart from the library that
// wrote them. Nothing here is shared between cases.

import { client, someone, unique, type Someone } from "../../helpers/someone";

export { client, someone, unique, type Someone };

/** A person without an account, at `email` (a new address unless told). */
export async function person(label: string, email = `${label}.${unique()}@example-hospital.org`): Promise<number> {
  return (await db.person.create({ data: { firstName: label, lastName: "Tester", email }, select: { id: true } })).id;
}

/** A quick-access visitor of an organisation whose domain is `domain` (made when new). */
export async function visitor(domain: string): Promise<ApiClient> {
  const existing = await db.organisation.findFirst({ where: { domains: { some: { domain } } }, select: { id: true } });
  const organisation = existing ?? (await db.organisation.create({ data: { name: `Org ${unique()}`, domains: { create: { domain } } }, select: { id: true } }));
  return signInDirectly(client(), { organisationId: organisation.id, email: `visitor.${unique()}@${domain}`, level: LEVEL.quickAccess, kind: "quickAccess" });
}

type Role = [personId: number, roleId: number];

/** A project (status Proposed) with the given people on it; role 1 leads. */
export async function project(title: string, people: Role[] = [], statusId = 1): Promise<number> {
  const p = await db.project.create({
    data: {
      shortDescription: `${title} ${unique()}`,
      longDescription: "A project of the calendar tests.",
      startDate: new Date("2026-01-05"),
      statusId,
      people: { create: people.map(([personId, roleId]) => ({ personId, roleId })) },
    },
    select: { id: true },
  });
  return p.id;
}

type MilestoneOptions = { description?: string; start?: string; end?: string | null; people?: Role[]; statusId?: number };

export async function milestone(projectId: number, options: MilestoneOptions = {}): Promise<number> {
  const m = await db.milestone.create({
    data: {
      projectId,
      description: options.description ?? `Milestone ${unique()}`,
      startDate: new Date(`${options.start ?? "2026-03-02"}T00:00:00Z`),
      endDate: options.end ? new Date(`${options.end}T00:00:00Z`) : null,
      statusId: options.statusId ?? 2,
      lookingForId: 30,
      people: { create: (options.people ?? []).map(([personId, roleId]) => ({ personId, roleId })) },
    },
    select: { id: true },
  });
  return m.id;
}

export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  /** yyyy-MM-dd, and whether it is a DATE (all-day) value */
  start: string;
  startIsDate: boolean;
  end: string;
  endIsDate: boolean;
  url: string;
};

/** The calendar's VEVENTs as ical.js reads them, and the calendar itself. */
export function parseCalendar(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  const events = calendar.getAllSubcomponents("vevent").map((e) => {
    const start = e.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = e.getFirstPropertyValue("dtend") as ICAL.Time;
    return {
      uid: String(e.getFirstPropertyValue("uid")),
      summary: String(e.getFirstPropertyValue("summary")),
      description: String(e.getFirstPropertyValue("description")),
      start: start.toString(),
      startIsDate: start.isDate,
      end: end.toString(),
      endIsDate: end.isDate,
      url: String(e.getFirstPropertyValue("url")),
    };
  });
  return { calendar, events };
}

/** A 200 .ics answer, its events read back. */
export function eventsOf(res: ApiResponse): ParsedEvent[] {
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return parseCalendar(res.text).events;
}

export const milestoneFile = (c: ApiClient, id: number | string) => c.get(`/api/calendar/milestone/?id=${id}`);

/** The token of a feed URL the profile was given. */
export function tokenOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.pathname).toBe("/api/calendar/feed/");
  return parsed.searchParams.get("token")!;
}

/** The feed as a calendar app asks for it: no session, no cookie, only its URL. */
export const fetchFeed = (token: string) => client().get(`/api/calendar/feed/?token=${encodeURIComponent(token)}`);
