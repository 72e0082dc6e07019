import ExcelJS from "exceljs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, resetClock } from "@/lib/clock";
import { db } from "@/lib/db";
import { hashPassword } from "@/prisma/seed/hash";
import { seedReferenceLists } from "@/prisma/seed";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { resetDatabase } from "../../setup/reset-db";
import { formatUkDate } from "@/lib/dates";
import { IMPORT_MESSAGES } from "@/lib/import/messages";
import { freshDemo, findProject, milestoneBody } from "../projects/fixtures";
import { quickAccess, signedIn } from "../projects/sessions";

// Importing projects and milestones from a spreadsheet (docs/product.md#importing-projects): a
// workbook written here with exceljs, the app's own CSV export read back into an empty
// directory, every kind of bad file, two editors at once, parallel confirmations, undo.

type Preview = {
  id: number;
  headers: string[];
  columns: string[];
  fileProblems: string[];
  rows: { line: number; kind: string; cells: string[]; problems: { column: number | null; message: string }[] }[];
  summary: {
    rowsRead: number;
    rowsToImport: number;
    rowsWithProblems: number;
    rowsLeftOut: { empty: number };
    projects: number;
    milestones: number;
    newPeople: number;
  };
};

const TEMPLATE = [
  "Short description",
  "Long description",
  "Start date",
  "Completion date",
  "Status",
  "EML domains",
  "RCoA domains",
  "People",
  "Milestone",
  "Milestone start date",
  "Milestone end date",
  "Milestone status",
  "Looking for",
  "Milestone EML domains",
  "Milestone RCoA domains",
  "Milestone people",
];

const base64 = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString("base64");

async function workbook(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Projects");
  sheet.addRow(TEMPLATE);
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function preview(client: ApiClient, bytes: Uint8Array | Buffer | string, fileName = "projects.xlsx") {
  return client.post<{ batch: Preview; errors?: Record<string, string[]>; errorMessage?: string }>("/api/import/preview/", {
    fileName,
    data: base64(bytes),
  });
}

const fileError = (res: { status: number; body: { errors?: Record<string, string[]> } }) => res.body.errors?.file?.[0] ?? "";

let editor: ApiClient;
let referenceNames: { eml: string; rcoa: string };

beforeAll(async () => {
  await freshDemo();
  editor = await signedIn("editor");
  const [eml, rcoa] = await Promise.all([
    db.domain.findFirstOrThrow({ where: { taxonomy: "eml", retired: false }, orderBy: { id: "asc" } }),
    db.domain.findFirstOrThrow({ where: { taxonomy: "rcoa", retired: false }, orderBy: { id: "asc" } }),
  ]);
  referenceNames = { eml: eml.description, rcoa: rcoa.description };
}, 120_000);

afterEach(() => resetClock());

/** A second editor, signed in directly (the subject here is the import, not the sign-in). */
async function secondEditor(): Promise<ApiClient> {
  const username = `editor-${Math.random().toString(36).slice(2, 8)}`;
  const account = await db.account.create({
    data: { username, email: `${username}@example.org`, level: 6, emailVerified: 2, passwordHash: await hashPassword("Another-Editor-2026") },
  });
  return signInDirectly(new ApiClient({ ip: `10.91.0.${Math.floor(Math.random() * 250) + 1}` }), { accountId: account.id, level: 6, kind: "account" });
}

describe("a workbook written with exceljs", () => {
  it("previews every row, then imports the projects, milestones and people in one go", async () => {
    const title = "Imported airway skills programme";
    const bytes = await workbook([
      [
        title,
        "A regional programme of airway skills days",
        new Date(Date.UTC(2026, 0, 12)),
        "31/12/2026",
        "agreed",
        referenceNames.eml,
        referenceNames.rcoa,
        "Casey Newperson (Lead) <casey.newperson@example-hospital.org>; Lee Lead (Contributor) <LEAD@example-hospital.org>",
        "Faculty recruited",
        "2026-02-01",
        "Ongoing",
        "Proposed",
        "Core",
        "",
        "",
        "Casey Newperson (Lead) <casey.newperson@example-hospital.org>",
      ],
      ["", "", "", "", "", "", "", "", "First skills day", "14/03/2026", "14/03/2026", "Agreed", "", "", referenceNames.rcoa, ""],
    ]);
    const res = await preview(editor, bytes);
    expect(res.status, res.text).toBe(200);
    const batch = res.body.batch;
    expect(batch.fileProblems).toEqual([]);
    expect(batch.rows.map((r) => [r.line, r.kind, r.problems])).toEqual([
      [2, "project", []],
      [3, "milestone", []],
    ]);
    expect(batch.summary).toEqual({
      rowsRead: 2,
      rowsToImport: 2,
      rowsWithProblems: 0,
      rowsLeftOut: { empty: 0 },
      projects: 1,
      milestones: 2,
      newPeople: 1,
    });
    // Nothing is written before the confirmation.
    expect(await db.project.count({ where: { shortDescription: title } })).toBe(0);

    const logged = await db.activityLog.count();
    const confirmed = await editor.post("/api/import/confirm/", { id: batch.id });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.message).toBe("Imported 1 project.");

    const project = await findProject(editor, title);
    expect(project.start_date).toBe("2026-01-12");
    expect(project.expected_completion_date).toBe("2026-12-31");
    expect(project.status_display).toBe("Agreed");
    expect(project.domains.eml.map((d) => d.description)).toEqual([referenceNames.eml]);
    const roles = Object.fromEntries(project.people.map((p) => [p.email.toLowerCase(), [p.name, p.role_display]]));
    expect(roles["casey.newperson@example-hospital.org"]).toEqual(["Casey Newperson", "Lead"]);
    expect(roles["lead@example-hospital.org"]).toEqual(["Priya Raman", "Contributor"]);
    expect(project.milestones.map((m) => [m.description, m.start_date, m.end_date, m.status_display, m.looking_for_display])).toEqual([
      ["Faculty recruited", "2026-02-01", null, "Proposed", "Core"],
      ["First skills day", "2026-03-14", "2026-03-14", "Agreed", "Fully subscribed"],
    ]);
    // The existing person was matched by address, whatever its case; one new person was made.
    expect(await db.person.count({ where: { email: "lead@example-hospital.org" } })).toBe(1);
    expect(await db.person.count({ where: { email: "casey.newperson@example-hospital.org" } })).toBe(1);
    // The role history, as a save writes it; one activity row with the count.
    expect(await db.projectRoleHistory.count({ where: { projectId: project.id, removedAt: null } })).toBe(2);
    expect(await db.activityLog.count()).toBe(logged + 1);
    const entry = await db.activityLog.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(entry.summary).toBe('Imported 1 project from "projects.xlsx"');
    expect(entry.after).toMatchObject({ projects: 1, milestones: 2, new_people: 1 });

    const again = await editor.post("/api/import/confirm/", { id: batch.id });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe("This file has already been imported.");
  });

  it("says what is wrong with a row, by row and column, with a suggestion, and imports once it is fixed", async () => {
    const bytes = await workbook([["Mistyped status project", "Long text", "01/02/2026", "", "Propsed", "", "", "", "", "", "", "", "", "", "", ""]]);
    const res = await preview(editor, bytes);
    expect(res.status).toBe(200);
    const row = res.body.batch.rows[0];
    expect(row.line).toBe(2);
    expect(row.problems).toEqual([
      { column: 4, message: 'Status: "Propsed" is not a status. Did you mean "Proposed"? Valid: Proposed, Agreed, Abandoned, Completed.' },
    ]);
    const refused = await editor.post("/api/import/confirm/", { id: res.body.batch.id });
    expect(refused.status).toBe(409);
    expect(await db.project.count({ where: { shortDescription: "Mistyped status project" } })).toBe(0);

    const fixed = await editor.post("/api/import/check/", {
      id: res.body.batch.id,
      columns: res.body.batch.columns,
      edits: [{ line: 2, column: 4, value: "Proposed" }],
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.batch.rows[0].problems).toEqual([]);
    expect((await editor.post("/api/import/confirm/", { id: res.body.batch.id })).status).toBe(200);
    expect(await db.project.count({ where: { shortDescription: "Mistyped status project" } })).toBe(1);
  });

  it("checks again at the confirmation: a list changed since the preview refuses the whole file and writes nothing", async () => {
    const csv = [
      "Short description,Long description,Start date,Status",
      "Checked again A,Long,01/02/2026,Proposed",
      "Checked again B,Long,01/02/2026,Agreed",
    ].join("\r\n");
    const res = await preview(editor, csv, "recheck.csv");
    expect(res.body.batch.summary.rowsWithProblems).toBe(0);
    await db.status.update({ where: { id: 2 }, data: { retired: true } });
    try {
      const refused = await editor.post("/api/import/confirm/", { id: res.body.batch.id });
      expect(refused.status).toBe(409);
      expect(await db.project.count({ where: { shortDescription: { startsWith: "Checked again" } } })).toBe(0);
    } finally {
      await db.status.update({ where: { id: 2 }, data: { retired: false } });
    }
    expect((await editor.post("/api/import/confirm/", { id: res.body.batch.id })).status).toBe(200);
    expect(await db.project.count({ where: { shortDescription: { startsWith: "Checked again" } } })).toBe(2);
  });

  it("refuses formulas and never evaluates them", async () => {
    const bytes = await workbook([["Formula project", "Long", "01/02/2026", "", "", "", "", "", "", "", "", "", "", "", "", ""]], (sheet) => {
      sheet.getCell("C2").value = { formula: "TODAY()", result: new Date() } as ExcelJS.CellFormulaValue;
    });
    const res = await preview(editor, bytes);
    expect(res.status).toBe(422);
    expect(fileError(res)).toContain("formulas (the first in cell C2)");
  });
});

describe("bad files", () => {
  it("refuses a file that is not a spreadsheet, by its content", async () => {
    const res = await preview(editor, Buffer.from("%PDF-1.7\n%âãÏÓ\n"), "projects.xlsx");
    expect(res.status).toBe(422);
    expect(fileError(res)).toBe("This is not a spreadsheet. Please choose an Excel workbook (.xlsx) or a CSV file.");
    const xls = await preview(editor, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "old.xls");
    expect(fileError(xls)).toContain("older Excel file (.xls)");
    const zip = await preview(editor, zipSync({ "notes.txt": strToU8("hello") }), "notes.zip");
    expect(fileError(zip)).toContain("could not be read as an Excel workbook");
  });

  it("refuses a CSV that is not UTF-8", async () => {
    const latin1 = Buffer.from("Short description,Long description,Start date\r\nCaf\xe9 project,Long,01/02/2026\r\n", "latin1");
    const res = await preview(editor, latin1, "latin1.csv");
    expect(res.status).toBe(422);
    expect(fileError(res)).toContain("not in UTF-8");
  });

  it("answers 413 with a clear message for 50 MB, before reading it, and for a file just over 5 MB", async () => {
    const huge = await editor.post("/api/import/preview/", { fileName: "huge.csv", data: "A".repeat(50 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.errorMessage).toBe("The file is larger than 5 MB. Please split it into smaller files and import them one at a time.");
    const over = await preview(editor, Buffer.alloc(5 * 1024 * 1024 + 10, "a"), "over.csv");
    expect(over.status).toBe(413);
    expect(over.body.errorMessage).toContain("larger than 5 MB");
  });

  it("ignores a million empty lines below a CSV's rows", async () => {
    const csv = `Short description,Long description,Start date\r\nEmpty tail project,Long,01/02/2026\r\n${"\r\n".repeat(1_000_000)}`;
    const res = await preview(editor, csv, "tail.csv");
    expect(res.status, res.text).toBe(200);
    expect(res.body.batch.rows).toHaveLength(1);
  });

  it("refuses a workbook with a million empty rows quickly, without unpacking it", async () => {
    const entries = unzipSync(await workbook([["Tail", "Long", "01/02/2026"]]));
    const sheetName = Object.keys(entries).find((n) => n.startsWith("xl/worksheets/sheet"))!;
    const rows = Array.from({ length: 1_000_000 }, (_, i) => `<row r="${i + 3}" ht="20" customHeight="1"/>`).join("");
    entries[sheetName] = strToU8(strFromU8(entries[sheetName]).replace("</sheetData>", `${rows}</sheetData>`));
    const res = await preview(editor, zipSync(entries));
    expect(res.status).toBe(422);
    expect(fileError(res)).toContain("too large to read");
  });

  it("refuses more than 5,000 rows of data", async () => {
    const lines = Array.from({ length: 5001 }, (_, i) => `Project ${i},Long,01/02/2026`);
    const res = await preview(editor, `Short description,Long description,Start date\n${lines.join("\n")}\n`, "many.csv");
    expect(res.status).toBe(422);
    expect(fileError(res)).toBe("The file has more than 5,000 rows of data. Please split it into files of at most 5,000 rows.");
  });

  it("refuses an empty file and a file of headers only", async () => {
    expect((await editor.post("/api/import/preview/", { fileName: "empty.csv", data: "" })).status).toBe(422);
    const headersOnly = await preview(editor, "Short description,Long description,Start date\r\n", "headers.csv");
    expect(fileError(headersOnly)).toBe("The file has a header row but no rows of projects under it.");
  });
});

describe("many files at once", () => {
  it("reads two at a time, lets eight wait and asks the rest to try again shortly", { timeout: 60_000 }, async () => {
    const csv = "Short description,Long description,Start date\r\nQueued project,Long,01/02/2026\r\n";
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => preview(editor, csv, `queued-${i}.csv`)));
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(10);
    expect(refused.length + answers.filter((a) => a.status === 200).length).toBe(14);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(r.body.errorMessage).toBe("Other files are being read just now. Please try again in a minute.");
      expect(r.headers.get("retry-after")).toBe("30");
    }
  });
});

describe("a 2,000-row workbook", () => {
  it("previews without holding up other requests", { timeout: 60_000 }, async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [
      `Bulk project ${i}`,
      `Long description ${i}`,
      "01/02/2026",
      "2026-12-31",
      "Agreed",
      referenceNames.eml,
      referenceNames.rcoa,
      `Person ${i} Bulk (Lead) <bulk.${i}@example-hospital.org>`,
      `Milestone ${i}`,
      "03/02/2026",
      "",
      "Proposed",
      "Any",
      "",
      "",
      "",
    ]);
    const bytes = await workbook(rows);
    const other = await signedIn("member");
    const started = performance.now();
    const order: string[] = [];
    const previewing = preview(editor, bytes).then((res) => (order.push("preview"), res));
    // Another person's request made while the file is read answers first.
    await other.get("/api/usercheck/").then(() => order.push("usercheck"));
    const res = await previewing;
    const ms = Math.round(performance.now() - started);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(order).toEqual(["usercheck", "preview"]);
    expect(res.body.batch.summary).toEqual({
      rowsRead: 2000,
      rowsToImport: 2000,
      rowsWithProblems: 0,
      rowsLeftOut: { empty: 0 },
      projects: 2000,
      milestones: 2000,
      newPeople: 2000,
    });
    // Timing is the bench's to judge (docs/decisions/037-import-projects.md); shown for the record.
    console.info(`2,000-row preview: ${ms} ms (${bytes.byteLength} bytes)`);
  });
});

describe("two editors, parallel confirmations and undo", () => {
  const csvOf = (title: string, person: string) =>
    `Short description,Long description,Start date,People\r\n"${title}",Long,01/02/2026,"Shared Newcomer (Lead) <${person}>"\r\n`;

  it("two editors importing at once each import their file, and a new address becomes one person", async () => {
    const other = await secondEditor();
    const shared = "shared.newcomer@example-hospital.org";
    const [a, b] = await Promise.all([preview(editor, csvOf("Parallel A", shared), "a.csv"), preview(other, csvOf("Parallel B", shared), "b.csv")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Each batch is its owner's alone.
    expect((await other.post("/api/import/confirm/", { id: a.body.batch.id })).status).toBe(404);
    const [ca, cb] = await Promise.all([
      editor.post("/api/import/confirm/", { id: a.body.batch.id }),
      other.post("/api/import/confirm/", { id: b.body.batch.id }),
    ]);
    expect([ca.status, cb.status]).toEqual([200, 200]);
    expect(await db.person.count({ where: { email: shared } })).toBe(1);
    expect(await db.project.count({ where: { shortDescription: { in: ["Parallel A", "Parallel B"] } } })).toBe(2);
  });

  it("of 30 parallel confirmations of one batch, one imports", { timeout: 60_000 }, async () => {
    const res = await preview(editor, csvOf("Thirty confirmations", "thirty@example-hospital.org"), "thirty.csv");
    const answers = await Promise.all(Array.from({ length: 30 }, () => editor.post("/api/import/confirm/", { id: res.body.batch.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect(await db.project.count({ where: { shortDescription: "Thirty confirmations" } })).toBe(1);
  });

  it("the editor who imported undoes it within a day; nobody else, and not after", async () => {
    const res = await preview(editor, csvOf("Undo me", "undo.newcomer@example-hospital.org"), "undo.csv");
    const confirmed = await editor.post("/api/import/confirm/", { id: res.body.batch.id });
    expect(confirmed.status).toBe(200);
    const other = await secondEditor();
    expect((await other.post("/api/import/undo/", { id: res.body.batch.id })).status).toBe(404);
    const listed = await editor.get("/api/import/");
    expect(listed.body.imports[0]).toMatchObject({ id: res.body.batch.id, state: "imported", projectCount: 1 });

    const undone = await editor.post("/api/import/undo/", { id: res.body.batch.id });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.message).toBe("Import undone: 1 project deleted.");
    expect(await db.project.count({ where: { shortDescription: "Undo me" } })).toBe(0);
    expect(await db.person.count({ where: { email: "undo.newcomer@example-hospital.org" } })).toBe(0);
    expect((await db.activityLog.findFirstOrThrow({ orderBy: { id: "desc" } })).summary).toBe('Undid the import of 1 project from "undo.csv"');
    expect((await editor.post("/api/import/undo/", { id: res.body.batch.id })).status).toBe(409);

    const late = await preview(editor, csvOf("Too late to undo", "late@example-hospital.org"), "late.csv");
    await editor.post("/api/import/confirm/", { id: late.body.batch.id });
    advanceClock(25 * 60 * 60 * 1000);
    // A day on, the editor signs in again (sessions end after 2 idle hours).
    const nextDay = await signedIn("editor");
    const refused = await nextDay.post("/api/import/undo/", { id: late.body.batch.id });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toContain("only within a day");
  });

  it("refuses to undo an import whose project was changed since, naming it", async () => {
    const res = await preview(editor, csvOf("Edited after import", "edited@example-hospital.org"), "edited.csv");
    await editor.post("/api/import/confirm/", { id: res.body.batch.id });
    const project = await findProject(editor, "Edited after import");
    const saved = await editor.post("/api/add_edit_project/", {
      id: project.id,
      version: project.version,
      short_description: project.short_description,
      long_description: "Changed by hand",
      start_date: project.start_date,
      status: project.status,
    });
    expect(saved.status, saved.text).toBe(200);
    const refused = await editor.post("/api/import/undo/", { id: res.body.batch.id });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toContain('"Edited after import"');
    expect(await db.project.count({ where: { shortDescription: "Edited after import" } })).toBe(1);
  });
});

describe("undo after someone changed the import's projects", () => {
  const csvWithMilestones = (titles: string[]) =>
    `Short description,Long description,Start date,Milestone,Milestone start date\r\n${titles
      .map((t) => `"${t}",Long,01/02/2026,"${t} milestone",01/03/2026`)
      .join("\r\n")}\r\n`;

  async function imported(titles: string[], fileName: string) {
    const res = await preview(editor, csvWithMilestones(titles), fileName);
    expect(res.status, res.text).toBe(200);
    const confirmed = await editor.post("/api/import/confirm/", { id: res.body.batch.id });
    expect(confirmed.status, confirmed.text).toBe(200);
    return res.body.batch.id as number;
  }
  const lastChange = async (projectId: number) => {
    const row = await db.activityLog.findFirstOrThrow({ where: { projectId }, orderBy: { id: "desc" } });
    return { who: row.actorName, on: formatUkDate(row.at.toISOString().slice(0, 10)) };
  };

  it("another editor changed one milestone: 409 naming the project, who and when; every project and milestone is still there", async () => {
    const titles = ["Undo guard alpha", "Undo guard beta"];
    const id = await imported(titles, "guard.csv");
    const other = await secondEditor();
    const alpha = await findProject(other, "Undo guard alpha");
    const edited = await other.post("/api/add_edit_milestone/", { ...milestoneBody(alpha.milestones[0]), description: "Changed by another editor" });
    expect(edited.status, edited.text).toBe(200);

    const refused = await editor.post("/api/import/undo/", { id });
    expect(refused.status).toBe(409);
    const { who, on } = await lastChange(alpha.id);
    expect(who).toMatch(/^editor-/);
    expect(refused.body.errorMessage).toBe(IMPORT_MESSAGES.undoEdited([{ name: "Undo guard alpha", who, on }]));
    expect(refused.body.errorMessage).toBe(
      `Project "Undo guard alpha" was changed after the import by ${who} on ${on}; nothing was undone. Please delete the projects one by one instead.`,
    );
    expect(await db.project.count({ where: { shortDescription: { in: titles } } })).toBe(2);
    expect(await db.milestone.count({ where: { project: { shortDescription: { in: titles } } } })).toBe(2);
    expect((await db.importBatch.findUniqueOrThrow({ where: { id } })).state).toBe("imported");
  });

  it("a milestone deleted since the import is a change too: refused, nothing undone", async () => {
    const id = await imported(["Undo guard gamma"], "gamma.csv");
    const gamma = await findProject(editor, "Undo guard gamma");
    const deleted = await editor.post("/api/deletemilestone/", { id: gamma.milestones[0].id, project: gamma.id });
    expect(deleted.status, deleted.text).toBe(200);
    const refused = await editor.post("/api/import/undo/", { id });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toMatch(/^Project "Undo guard gamma" was changed after the import by editor on \d{2}\/\d{2}\/\d{4}; nothing was undone\./);
    expect(await db.project.count({ where: { shortDescription: "Undo guard gamma" } })).toBe(1);
  });

  it("a milestone edit racing the undo: one of them wins, never both; no edit is lost with its project", { timeout: 120_000 }, async () => {
    const other = await secondEditor();
    for (let round = 0; round < 5; round++) {
      const title = `Undo race ${round}`;
      const id = await imported([title], `race-${round}.csv`);
      const project = await findProject(other, title);
      const [edit, undo] = await Promise.all([
        other.post("/api/add_edit_milestone/", { ...milestoneBody(project.milestones[0]), description: `Raced ${round}` }),
        editor.post("/api/import/undo/", { id }),
      ]);
      expect(edit.status === 200 && undo.status === 200, `round ${round}: ${edit.status} ${undo.status}`).toBe(false);
      const left = await db.milestone.findMany({ where: { projectId: project.id }, select: { description: true } });
      if (edit.status === 200) {
        expect(undo.status).toBe(409);
        expect(left).toEqual([{ description: `Raced ${round}` }]);
      } else {
        expect(undo.status, undo.text).toBe(200);
        expect(left).toEqual([]);
        expect(edit.status).toBeGreaterThanOrEqual(400);
        expect(edit.status).toBeLessThan(500);
      }
    }
  });
});

describe("who may import", () => {
  it("refuses members, quick-access visitors and the signed-out on every import call, and a cross-site request", async () => {
    const member = await signedIn("member");
    const visitor = await quickAccess("Example Teaching Hospital");
    const anonymous = new ApiClient({ ip: "10.91.1.1" });
    const calls: [string, unknown][] = [
      ["/api/import/preview/", { fileName: "a.csv", data: base64("Short description\r\nx\r\n") }],
      ["/api/import/check/", { id: 1, columns: [], edits: [] }],
      ["/api/import/confirm/", { id: 1 }],
      ["/api/import/undo/", { id: 1 }],
    ];
    for (const client of [member, visitor, anonymous]) {
      for (const [path, body] of calls) expect((await client.post(path, body)).status, path).toBe(403);
      expect((await client.get("/api/import/")).status).toBe(403);
      expect((await client.get("/api/import/template/")).status).toBe(403);
    }
    const crossSite = await editor.post("/api/import/confirm/", { id: 1 }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("gives editors the template, as a workbook and as CSV", async () => {
    const xlsx = await editor.get("/api/import/template/");
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toContain("projects-import-template.xlsx");
    const csv = await editor.get("/api/import/template/?format=csv");
    expect(csv.text.replace(/^\uFEFF/, "").trim()).toBe(TEMPLATE.map((h) => `"${h}"`).join(","));
  });
});

describe("the app's own CSV export, read back into an empty directory", () => {
  it("gives the same list", { timeout: 120_000 }, async () => {
    const exported = await editor.get("/api/export_projects/?scope=all");
    expect(exported.status).toBe(200);
    const csv = exported.text;
    // An empty directory: the reference lists and one editor, no projects and no people.
    await resetDatabase();
    await seedReferenceLists(db as unknown as Parameters<typeof seedReferenceLists>[0]);
    const account = await db.account.create({
      data: { username: "importer", email: "importer@example.org", level: 6, emailVerified: 2, passwordHash: await hashPassword("Importer-Password-2026") },
    });
    const importer = await signInDirectly(new ApiClient({ ip: "10.91.2.1" }), { accountId: account.id, level: 6, kind: "account" });
    const res = await preview(importer, Buffer.from(`\uFEFF${csv}`), "export.csv");
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const problems = res.body.batch.rows.filter((r) => r.problems.length);
    expect(res.body.batch.fileProblems).toEqual([]);
    expect(problems).toEqual([]);
    expect((await importer.post("/api/import/confirm/", { id: res.body.batch.id })).status).toBe(200);
    const again = await importer.get("/api/export_projects/?scope=all");
    const withoutUrls = (text: string) =>
      text
        .split("\r\n")
        .map((line) => line.replace(/,"http[^"]*\/projects\/\d+\/"$/, ""))
        .sort();
    expect(withoutUrls(again.text)).toEqual(withoutUrls(csv));
    // The rest of the file's tests run on the demo again.
    await freshDemo();
  });
});

describe("clean-up", () => {
  it("deletes a preview nobody confirmed after a day, and an import a day after its undo window", async () => {
    const { cleanUp } = await import("@/lib/worker/housekeeping");
    // The clean-up also ends the sessions the moved clock has expired: this test's own editor.
    const editor = await signedIn("editor");
    const waiting = await preview(editor, "Short description,Long description,Start date\r\nNever confirmed,Long,01/02/2026\r\n", "waiting.csv");
    const done = await preview(editor, "Short description,Long description,Start date\r\nConfirmed then kept,Long,01/02/2026\r\n", "done.csv");
    await editor.post("/api/import/confirm/", { id: done.body.batch.id });
    advanceClock(25 * 60 * 60 * 1000);
    await cleanUp();
    expect(await db.importBatch.findUnique({ where: { id: waiting.body.batch.id } })).toBeNull();
    expect(await db.importBatch.findUnique({ where: { id: done.body.batch.id } })).not.toBeNull();
    advanceClock(24 * 60 * 60 * 1000);
    await cleanUp();
    expect(await db.importBatch.findUnique({ where: { id: done.body.batch.id } })).toBeNull();
    // The projects stay: only the working copy goes.
    expect(await db.project.count({ where: { shortDescription: "Confirmed then kept" } })).toBe(1);
  });
});
