import { beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "@/lib/calendar/messages";
import { db } from "@/lib/db";
import { resetToDemoData } from "../../helpers/demo";
import { client, eventsOf, milestone, milestoneFile, parseCalendar, project, someone, unique, visitor } from "./calendar-world";

// "Add to calendar" (docs/product.md#calendars): one milestone as an .ics file, read back with
// ical.js: one all-day event from its start to its end (DTEND the day after), or one day without
// an end; its summary, description (escaped, plain text), UID and link; only to whoever may see
// its project, the same 404 for a hidden milestone as for one that does not exist. Each case
// builds its own people, projects and milestones on the demo's reference lists.

beforeAll(() => resetToDemoData(), 120_000);

const HOST = new URL(process.env.APP_URL!).hostname;

describe("GET /api/calendar/milestone/: the file", () => {
  it("is one all-day event from the start to the end date, with the milestone's UID, summary, description and link", async () => {
    const member = await someone("member");
    const projectId = await project("Regional teaching days", [[member.person, 3]]);
    const title = (await db.project.findUniqueOrThrow({ where: { id: projectId } })).shortDescription;
    const id = await milestone(projectId, { description: "Write the block workbook", start: "2026-03-02", end: "2026-03-27", people: [[member.person, 2]] });

    const res = await milestoneFile(await member.sign(), id);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="milestone-${id}.ics"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [event, ...others] = eventsOf(res);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      uid: `milestone-${id}@${HOST}`,
      summary: `Write the block workbook (${title})`,
      start: "2026-03-02",
      startIsDate: true,
      // RFC 5545: an all-day event ends (exclusively) on the day after its last.
      end: "2026-03-28",
      endIsDate: true,
      url: `${process.env.APP_URL}/projects/${projectId}/#milestone-${id}`,
    });
    expect(event.description).toBe(
      [
        "Write the block workbook",
        "",
        `Project: ${title}`,
        "Milestone status: Agreed",
        "Project status: Proposed",
        `${process.env.APP_URL}/projects/${projectId}/#milestone-${id}`,
      ].join("\n"),
    );
    // The organisation's zone for the apps that want one; no time of day anywhere.
    const { calendar } = parseCalendar(res.text);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/London");
    expect(res.text).not.toMatch(/^DT(START|END)[;:].*T\d{6}/m);
  });

  it("is a single day for a milestone without an end, and the same UID every time", async () => {
    const member = await someone("single");
    const id = await milestone(await project("Open-ended", [[member.person, 1]]), { start: "2026-10-26", end: null });
    const first = eventsOf(await milestoneFile(await member.sign(), id));
    const again = eventsOf(await milestoneFile(await member.sign(), id));
    expect(first).toEqual([expect.objectContaining({ start: "2026-10-26", end: "2026-10-27", startIsDate: true, endIsDate: true })]);
    expect(again[0].uid).toBe(first[0].uid);
  });

  it("escapes commas, semicolons, backslashes and newlines, shortens a long summary, and holds no HTML", async () => {
    const member = await someone("escape");
    const description = "Airway day; sessions 1, 2 and 3\nBring: a laptop, notes\\slides\n<b>not markup</b>";
    const long = `${"Simulation-based assessment of the difficult airway in obstetric anaesthesia ".repeat(3)}end`;
    const projectId = await project("Escapes, commas; and more", [[member.person, 1]]);
    const [escaped] = eventsOf(await milestoneFile(await member.sign(), await milestone(projectId, { description })));
    // Read back exactly as written: the library escaped what RFC 5545 says to, the parser undid it.
    expect(escaped.description.startsWith(`${description}\n\nProject: Escapes, commas; and more`)).toBe(true);
    expect(escaped.summary.startsWith("Airway day; sessions 1, 2 and 3 Bring: a laptop, notes\\slides <b>not markup</b> (Escapes, commas; and more")).toBe(true);
    const res = await milestoneFile(await member.sign(), await milestone(projectId, { description: long }));
    expect(res.text).toContain("SUMMARY:Simulation-based");
    expect(res.text).toMatch(/DESCRIPTION:Simulation-based/);
    // Lines longer than 75 octets are folded (a continuation line starts with a space).
    expect(res.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [shortened] = eventsOf(res);
    const [milestonePart] = shortened.summary.split(" (Escapes");
    expect(milestonePart.length).toBeLessThanOrEqual(80);
    expect(milestonePart.endsWith("…")).toBe(true);
    expect(shortened.description.startsWith(long)).toBe(true);
    // Plain text only: no HTML alternative, and no markup the app made.
    expect(res.text).not.toMatch(/X-ALT-DESC|text\/html/i);
    expect(escaped.description.replace("<b>not markup</b>", "")).not.toMatch(/<[a-z]/i);
  });
});

describe("GET /api/calendar/milestone/: who may have it", () => {
  it("any member may, as they may see every project; a visitor of the project's organisation may", async () => {
    const lead = await someone("vislead");
    const id = await milestone(await project("Visible", [[lead.person, 1]]));
    const stranger = await someone("stranger");
    expect(eventsOf(await milestoneFile(await stranger.sign(), id))).toHaveLength(1);
    // The lead's address is at example-hospital.org: that organisation's visitors see the project.
    expect(eventsOf(await milestoneFile(await visitor("example-hospital.org"), id))).toHaveLength(1);
  });

  it("a visitor of another organisation gets the 404 of a milestone that does not exist, with nothing of it", async () => {
    const lead = await someone("hidden");
    const description = `Hidden milestone ${unique()}`;
    const id = await milestone(await project("Hidden", [[lead.person, 1]]), { description });
    const outsider = await visitor(`elsewhere-${unique()}.example`);
    const hidden = await milestoneFile(outsider, id);
    const missing = await milestoneFile(outsider, 2_000_000_000);
    const malformed = await milestoneFile(outsider, "12abc");
    for (const res of [hidden, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errorMessage: CALENDAR_MESSAGES.milestoneNotFound });
    }
    expect(hidden.text).not.toContain(description);
    expect(hidden.headers.get("content-type")).toContain("application/json");
  });

  it("signed out, it is refused as every GET below its level is, and sends no file", async () => {
    const lead = await someone("signedout");
    const id = await milestone(await project("Signed out", [[lead.person, 1]]));
    const res = await milestoneFile(client(), id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errorMessage: "Please sign in to continue.", redirect: "/login/" });
    expect(res.text).not.toContain("BEGIN:VCALENDAR");
  });
});
