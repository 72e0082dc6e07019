import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { GET as csvDownload } from "@/app/api/profile/contributions/csv/route";
import { GET as pdfDownload } from "@/app/api/profile/contributions/pdf/route";
import { LEVEL } from "@/lib/levels";
import { resetClock, setClock } from "@/lib/clock";
import type { Contribution } from "@/lib/contributions/schemas";
import { db } from "@/lib/db";
import type { Milestone, Project } from "@/lib/projects/types";
import { ApiClient, TEST_ORIGIN } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { freshDemo, milestoneBody, newProjectBody, personId, projectBody, SEDATION } from "../projects/fixtures";

// "My contributions" (docs/product.md#my-contributions) against the real database: roles added
// and taken away by the saves on the app's clock, roles held since before history was kept, a
// past project; the list, the CSV read back and the PDF's text all hold each entry with its role,
// dates, status and lead. Each account gets its own people's roles only; a quick-access visitor
// and a signed-out request get nothing.

const ORGANISATION = "Northern Deanery of Anaesthesia";
const FORMULA = '=HYPERLINK("https://evil.example/","Open me")';
const MARCH = new Date("2026-03-02T10:00:00Z");
const MAY = new Date("2026-05-15T10:00:00Z");
const JUNE = new Date("2026-06-01T09:00:00Z");

let ip = 0;
async function as(username: string): Promise<ApiClient> {
  ip++;
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(new ApiClient({ ip: `10.93.${ip >> 8}.${ip & 255}` }), { accountId: a.id, level: a.level, kind: "account" });
}

async function saved(res: { status: number; text: string; body: { project: Project; milestone?: Milestone } }) {
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Minimal CSV reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let [row, cell, quoted] = [[] as string[], "", false];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ",") [row, cell] = [[...row, cell], ""];
    else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      [row, cell] = [[], ""];
      i++;
    } else cell += c;
  }
  return rows;
}

/** A download as the browser gets it: the handler called with the client's cookies, raw bytes kept. */
async function download(client: ApiClient, handler: typeof csvDownload, path: string) {
  const headers = new Headers({ cookie: client.cookieHeader(), host: new URL(TEST_ORIGIN).host, "x-forwarded-for": client.options.ip ?? "127.0.0.1" });
  const res = await handler(new NextRequest(new URL(path, TEST_ORIGIN), { headers }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function csvOf(client: ApiClient) {
  const res = await download(client, csvDownload, "/api/profile/contributions/csv/");
  expect(res.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(res.bytes);
  return { ...res, text, rows: parseCsv(text.replace(/^\uFEFF/, "")) };
}

async function pdfTextOf(client: ApiClient) {
  const res = await download(client, pdfDownload, "/api/profile/contributions/pdf/");
  expect(res.status).toBe(200);
  // PDF.js may take the buffer it is given: it reads a copy.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
  // Lines wrap where the page ends them: compare text with its spacing made single.
  return { ...res, text: text.replace(/\s+/g, " ") };
}

const ids: Record<"member" | "lead" | "marsh", number> = { member: 0, lead: 0, marsh: 0 };

/** The project's save with its people but the member, and the member in `role` when given. */
function memberAs(p: Project, role?: number) {
  const others = p.people.filter((x) => x.id !== ids.member).map((x) => ({ id: x.id, role: x.role }));
  return { ...projectBody(p), people: role ? [...others, { id: ids.member, role }] : others };
}
let teaching: Project;
let workbook: Milestone;
let registry: Project;
let risky: Project;

beforeAll(async () => {
  await freshDemo();
  process.env.ORGANISATION_NAME = ORGANISATION;
  ids.member = await personId("member@example-hospital.org");
  ids.lead = await personId("lead@example-hospital.org");
  ids.marsh = await personId("h.marsh@northern-school.example");

  // March: the editor puts the member on a new project, on one of its milestones (which has no
  // lead of its own), on a project that ended in 2024 and on one whose title is a formula.
  setClock(MARCH);
  const editor = await as("editor");
  teaching = (
    await saved(await editor.post("/api/add_edit_project/", newProjectBody({ people: [{ id: ids.lead, role: 1 }, { id: ids.member, role: 3 }] })))
  ).project;
  workbook = (
    await saved(
      await editor.post("/api/add_edit_milestone/", {
        project: teaching.id,
        description: "Write the ultrasound block workbook",
        start_date: "2026-02-02",
        end_date: null,
        status: 2,
        looking_for: 30,
        domains: { eml: [], rcoa: [] },
        people: [{ id: ids.member, role: 2 }],
      }),
    )
  ).milestone!;
  registry = (
    await saved(
      await editor.post(
        "/api/add_edit_project/",
        newProjectBody({
          short_description: "Airway registry audit 2024",
          start_date: "2024-01-08",
          expected_completion_date: "2024-11-29",
          status: 999,
          people: [{ id: ids.marsh, role: 1 }, { id: ids.member, role: 5 }],
        }),
      ),
    )
  ).project;
  risky = (await saved(await editor.post("/api/add_edit_project/", newProjectBody({ short_description: FORMULA, people: [{ id: ids.member, role: 3 }] })))).project;

  // May: the member comes off the teaching project, leads the workbook instead of contributing,
  // and comes off the sedation framework, a role held since before history was kept.
  setClock(MAY);
  const later = await as("editor");
  teaching = (await saved(await later.post("/api/add_edit_project/", memberAs(teaching)))).project;
  const promoted = { ...milestoneBody(workbook), people: [{ id: ids.member, role: 1 }] };
  workbook = (await saved(await later.post("/api/add_edit_milestone/", promoted))).milestone!;
  const sedation = (await later.get("/api/existing_projects/all/")).body.projects.find((p: Project) => p.short_description.startsWith(SEDATION));
  await saved(await later.post("/api/add_edit_project/", memberAs(sedation)));

  setClock(JUNE);
});

afterAll(() => {
  resetClock();
  delete process.env.ORGANISATION_NAME;
});

/** What the member's list must hold, as the screen, the CSV and the PDF say it. */
const EXPECTED = () => [
  { kind: "project", project: "Regional anaesthesia teaching days", milestone: null, role: "Contributor", from: "2026-03-02", to: "2026-05-15", status: "Proposed", ended: true, lead: "Priya Raman" },
  { kind: "milestone", project: "Regional anaesthesia teaching days", milestone: "Write the ultrasound block workbook", role: "Contributor", from: "2026-03-02", to: "2026-05-15", status: "Agreed", ended: true, lead: "Tom Okafor" },
  { kind: "milestone", project: "Regional anaesthesia teaching days", milestone: "Write the ultrasound block workbook", role: "Lead", from: "2026-05-15", to: null, status: "Agreed", ended: false, lead: "Tom Okafor" },
  // Recorded in 2026 for work that ended in 2024: the project's own dates.
  { kind: "project", project: "Airway registry audit 2024", milestone: null, role: "Reviewer", from: "2024-01-08", to: "2024-11-29", status: "Completed", ended: false, lead: "Helen Marsh" },
  // Held since the demo data, taken away in May: from the project's start to the day it ended.
  { kind: "project", project: expect.stringMatching(`^${SEDATION}`), milestone: null, role: "Reviewer", from: "2025-01-06", to: "2026-05-15", status: "Agreed", ended: true, lead: "Owen Fletcher" },
  // Held since the demo data and still held: the project's and milestone's own dates.
  { kind: "project", project: expect.stringMatching(/^Simulation training for can't intubate/), milestone: null, role: "Contributor", from: "2024-09-01", to: "2026-03-31", status: "Agreed", ended: false, lead: "Priya Raman" },
  { kind: "milestone", project: expect.stringMatching(/^Simulation training/), milestone: "Run pilot simulation sessions with core trainees at two sites", role: "Contributor", from: "2025-03-01", to: "2025-09-30", status: "Agreed", ended: false, lead: "Helen Marsh" },
  { kind: "project", project: FORMULA, milestone: null, role: "Contributor", ended: false, lead: "" },
];

describe("GET /api/profile/contributions/", () => {
  it("lists every role the member holds or held, with its dates, status and lead", async () => {
    const res = await (await as("member")).get("/api/profile/contributions/");
    expect(res.status, res.text).toBe(200);
    expect(res.body.name).toBe("Tom Okafor");
    const list: Contribution[] = res.body.contributions;
    for (const expected of EXPECTED()) expect(list).toContainEqual(expect.objectContaining(expected));
    // The workbook's milestone entries point at its project's page.
    expect(list.filter((c) => c.milestone === workbook.description).map((c) => c.projectId)).toEqual([teaching.id, teaching.id]);
    // Most recent first.
    expect(list.map((c) => c.from)).toEqual(list.map((c) => c.from).sort().reverse());
    // Nothing of the demo data the member is not on.
    const onProjects = await db.projectPerson.count({ where: { personId: ids.member } });
    const onMilestones = await db.milestonePerson.count({ where: { personId: ids.member } });
    expect(list.filter((c) => !c.ended)).toHaveLength(onProjects + onMilestones);
    expect(list.filter((c) => c.ended)).toHaveLength(3);
  });

  it("keeps the history in the save's own transaction: of 20 saves of one version, one counts", async () => {
    setClock(new Date("2026-06-02T10:00:00Z"));
    const editor = await as("editor");
    const [current] = (await editor.get("/api/existing_projects/all/")).body.projects.filter((p: Project) => p.id === registry.id);
    const body = memberAs(current, 4);
    const answers = await Promise.all(Array.from({ length: 20 }, () => editor.post("/api/add_edit_project/", body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const history = await db.projectRoleHistory.findMany({ where: { projectId: registry.id, personId: ids.member }, orderBy: { id: "asc" } });
    expect(history.map((h) => ({ role: h.roleId, open: h.removedAt === null }))).toEqual([
      { role: 5, open: false },
      { role: 4, open: true },
    ]);
    setClock(JUNE);
    const list: Contribution[] = (await (await as("member")).get("/api/profile/contributions/")).body.contributions;
    expect(list.filter((c) => c.project === registry.short_description).map((c) => `${c.role} ${c.ended ? "ended" : "held"} ${c.from}–${c.to}`).sort()).toEqual([
      "Adviser held 2024-01-08–2024-11-29",
      "Reviewer ended 2024-01-08–2024-11-29",
    ]);
    // Back as it was for the other tests.
    const [after] = (await editor.get("/api/existing_projects/all/")).body.projects.filter((p: Project) => p.id === registry.id);
    expect((await editor.post("/api/add_edit_project/", memberAs(after, 5))).status).toBe(200);
    await db.projectRoleHistory.deleteMany({ where: { projectId: registry.id, personId: ids.member, NOT: { id: history[0].id } } });
    await db.projectRoleHistory.update({ where: { id: history[0].id }, data: { removedAt: null } });
  });

  it("gives each account its own people's roles only, whatever the address asks for", async () => {
    const lead = await as("lead");
    const own = await lead.get("/api/profile/contributions/");
    const asking = await lead.get(`/api/profile/contributions/?person=${ids.member}&people=${ids.member}`);
    expect(asking.body).toEqual(own.body);
    expect(own.body.name).toBe("Priya Raman");
    const list: Contribution[] = own.body.contributions;
    expect(list).toContainEqual(expect.objectContaining({ project: "Regional anaesthesia teaching days", milestone: null, role: "Lead", ended: false }));
    expect(list.map((c) => c.project)).not.toContain("Airway registry audit 2024");
    expect(list.map((c) => c.project)).not.toContain(FORMULA);
    expect(list.some((c) => c.milestone === workbook.description)).toBe(false);
    const csv = await csvOf(lead);
    expect(csv.text).not.toContain("Airway registry audit 2024");
    expect((await pdfTextOf(lead)).text).not.toContain("Airway registry audit 2024");
  });

  it("an account linked to nobody in the directory has an empty list", async () => {
    const account = await db.account.create({ data: { username: "newcomer", email: "newcomer@elsewhere.example", level: 3, emailVerified: 2 } });
    const client = await signInDirectly(new ApiClient({ ip: "10.93.250.1" }), { accountId: account.id, level: 3, kind: "account" });
    const res = await client.get("/api/profile/contributions/");
    expect(res.body).toEqual({ name: "newcomer", contributions: [] });
    expect((await csvOf(client)).rows).toHaveLength(1);
    expect((await pdfTextOf(client)).text).toContain("You have no contributions listed yet.");
  });

  it("refuses quick-access visitors (level 2) and signed-out requests, in every format", async () => {
    const organisation = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } }, select: { id: true } });
    const visitor = await signInDirectly(new ApiClient({ ip: "10.93.251.1" }), {
      organisationId: organisation.id,
      email: "member@example-hospital.org",
      level: LEVEL.quickAccess,
      kind: "quickAccess",
    });
    expect((await visitor.get("/api/usercheck/")).body.userLevel).toBe(LEVEL.quickAccess);
    const nobody = new ApiClient({ ip: "10.93.251.2" });
    for (const client of [visitor, nobody]) {
      const res = await client.get("/api/profile/contributions/");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errorMessage: "Please sign in to continue.", redirect: "/login/" });
      for (const [handler, path] of [
        [csvDownload, "/api/profile/contributions/csv/"],
        [pdfDownload, "/api/profile/contributions/pdf/"],
      ] as const) {
        const file = await download(client, handler, path);
        expect(file.status).toBe(403);
        expect(file.headers.get("content-disposition")).toBeNull();
        expect(new TextDecoder().decode(file.bytes)).not.toContain("Tom Okafor");
      }
    }
  });
});

describe("the downloads", () => {
  it("the CSV: UTF-8 with a BOM, a dated attachment, every entry, formulas made inert", async () => {
    const member = await as("member");
    const listed: Contribution[] = (await member.get("/api/profile/contributions/")).body.contributions;
    const csv = await csvOf(member);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="my-contributions-2026-06-01.csv"');
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = csv.rows;
    expect(header).toEqual(["Type", "Project", "Milestone", "Role", "From", "To", "Status", "Lead", "URL"]);
    const row = (project: string, milestone: string, role: string) => rows.find((r) => r[1].startsWith(project) && r[2] === milestone && r[3] === role);
    expect(row("Regional anaesthesia teaching days", "", "Contributor")).toEqual([
      "Project", "Regional anaesthesia teaching days", "", "Contributor", "02/03/2026", "15/05/2026", "Ended", "Priya Raman", `http://localhost:3000/projects/${teaching.id}/`,
    ]);
    expect(row("Regional anaesthesia teaching days", workbook.description, "Lead")?.slice(0, 8)).toEqual([
      "Milestone", "Regional anaesthesia teaching days", workbook.description, "Lead", "15/05/2026", "Ongoing", "Agreed", "Tom Okafor",
    ]);
    expect(row("Regional anaesthesia teaching days", workbook.description, "Contributor")?.slice(4, 8)).toEqual(["02/03/2026", "15/05/2026", "Ended", "Tom Okafor"]);
    expect(row("Airway registry audit 2024", "", "Reviewer")?.slice(4, 8)).toEqual(["08/01/2024", "29/11/2024", "Completed", "Helen Marsh"]);
    expect(row(SEDATION, "", "Reviewer")?.slice(4, 8)).toEqual(["06/01/2025", "15/05/2026", "Ended", "Owen Fletcher"]);
    expect(row("Simulation training", "Run pilot simulation sessions with core trainees at two sites", "Contributor")?.slice(4, 8)).toEqual([
      "01/03/2025", "30/09/2025", "Agreed", "Helen Marsh",
    ]);
    // The formula title stays text: a spreadsheet shows it, never runs it.
    const formula = rows.find((r) => r[1].includes("HYPERLINK"));
    expect(formula?.[1]).toBe(`'${FORMULA}`);
    expect(formula?.[7]).toBe("None named");
    expect(formula?.[8]).toBe(`http://localhost:3000/projects/${risky.id}/`);
    expect(rows).toHaveLength(listed.length);
    expect(rows.every((r) => r.every((cell) => !/^[=+\-@]/.test(cell)))).toBe(true);
  });

  it("the PDF: A4, the organisation, the day it was made and each entry with its role, dates, status and lead", async () => {
    const pdf = await pdfTextOf(await as("member"));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="my-contributions-2026-06-01.pdf"');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    const document = await getDocumentProxy(new Uint8Array(pdf.bytes));
    const page = await document.getPage(1);
    // A4 is 595.28 × 841.89 points.
    expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    const { text } = pdf;
    expect(text).toContain(ORGANISATION);
    expect(text).toContain("My contributions");
    expect(text).toContain("Tom Okafor");
    expect(text).toContain("Generated 01/06/2026");
    const block = (title: string, lines: string[]) => {
      const at = text.indexOf(title);
      expect(at, `${title} in the PDF`).toBeGreaterThanOrEqual(0);
      const after = text.slice(at, at + 600);
      for (const line of lines) expect(after, `${title}: ${line}`).toContain(line);
    };
    block("Regional anaesthesia teaching days Project Role: Contributor", ["Dates: 02/03/2026 – 15/05/2026", "Status: Ended", "Lead: Priya Raman"]);
    block("Write the ultrasound block workbook Milestone of Regional anaesthesia teaching days Role: Lead", ["Dates: 15/05/2026 – Ongoing", "Status: Agreed", "Lead: Tom Okafor"]);
    block("Write the ultrasound block workbook Milestone of Regional anaesthesia teaching days Role: Contributor", ["Dates: 02/03/2026 – 15/05/2026", "Status: Ended"]);
    block("Airway registry audit 2024 Project Role: Reviewer", ["Dates: 08/01/2024 – 29/11/2024", "Status: Completed", "Lead: Helen Marsh"]);
    block("Role: Reviewer Dates: 06/01/2025 – 15/05/2026", ["Status: Ended", "Lead: Owen Fletcher"]);
    block("Run pilot simulation sessions with core trainees at two sites", ["Role: Contributor", "Dates: 01/03/2025 – 30/09/2025", "Status: Agreed", "Lead: Helen Marsh"]);
    block(FORMULA, ["Role: Contributor", "Lead: None named"]);
    expect(text).toContain("Page 1 of");
  });
});

describe("the history follows the people", () => {
  it("a merge of two people brings the duplicate's roles, with their days, to the person kept", async () => {
    const duplicate = await db.person.create({ data: { firstName: "Tom", lastName: "Okafor", email: "tom.okafor@elsewhere.example" } });
    const editor = await as("editor");
    const merged = (
      await saved(await editor.post("/api/add_edit_project/", newProjectBody({ short_description: "Difficult airway teaching packs", people: [{ id: duplicate.id, role: 2 }] })))
    ).project;
    const answer = await (await as("admin")).post("/api/admin/people/", { action: "merge", keepId: ids.member, removeId: duplicate.id });
    expect(answer.status, answer.text).toBe(200);
    const list: Contribution[] = (await (await as("member")).get("/api/profile/contributions/")).body.contributions;
    expect(list).toContainEqual(
      expect.objectContaining({ projectId: merged.id, role: "Co-lead", from: "2026-06-01", to: "2026-12-18", ended: false }),
    );
    expect(await db.projectRoleHistory.findMany({ where: { projectId: merged.id }, select: { personId: true, removedAt: true } })).toEqual([
      { personId: ids.member, removedAt: null },
    ]);
  });
});
