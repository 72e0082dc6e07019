import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { seedReferenceLists } from "@/prisma/seed";
import { hashPassword } from "@/prisma/seed/hash";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { resetDatabase } from "../../setup/reset-db";

// What the preview of an import counts (docs/product.md#importing-projects): the rows read, the
// rows Import would write, the rows with problems, and the rows it leaves out (empty ones); and
// how a name that is not in a reference list is answered: with the list's valid names, as the
// database holds them now. Each case signs in an editor of its own on the reference lists alone.

type Summary = {
  rowsRead: number;
  rowsToImport: number;
  rowsWithProblems: number;
  rowsLeftOut: { empty: number };
  projects: number;
  milestones: number;
  newPeople: number;
};
type Batch = { id: number; columns: string[]; rows: { line: number; problems: { column: number | null; message: string }[] }[]; summary: Summary };
type Answer = { batch: Batch; errors?: Record<string, string[]>; errorMessage?: string };

const HEADER = "Short description,Long description,Start date,Status,EML domains,RCoA domains";
const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join("\r\n")}\r\n`);

beforeAll(async () => {
  await resetDatabase();
  await seedReferenceLists(db as unknown as Parameters<typeof seedReferenceLists>[0]);
}, 120_000);

let editors = 0;
async function newEditor(): Promise<ApiClient> {
  const username = `counting-editor-${++editors}`;
  const account = await db.account.create({
    data: { username, email: `${username}@example.org`, level: 6, emailVerified: 2, passwordHash: await hashPassword("Counting-Editor-2026") },
  });
  return signInDirectly(new ApiClient({ ip: `10.92.0.${editors}` }), { accountId: account.id, level: 6, kind: "account" });
}

const preview = (client: ApiClient, bytes: Buffer, fileName = "projects.csv") =>
  client.post<Answer>("/api/import/preview/", { fileName, data: bytes.toString("base64") });

/** The valid names of a list as the database holds them, in the order the dialogs offer them. */
async function validNames(list: "status" | "eml" | "rcoa"): Promise<string[]> {
  const orderBy = [{ sortOrder: "asc" as const }, { id: "asc" as const }];
  const rows =
    list === "status"
      ? await db.status.findMany({ where: { retired: false }, orderBy })
      : await db.domain.findMany({ where: { taxonomy: list, retired: false }, orderBy });
  return rows.map((r) => r.description);
}

describe("the rows an import leaves out", () => {
  it("counts the empty rows among the data, not those below it, and imports the rest", async () => {
    const editor = await newEditor();
    const file = csv("Counted A,Long,01/02/2026,,,", "", ",,,,,", "Counted B,Long,01/03/2026,,,", "", "", "");
    const res = await preview(editor, file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.batch.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(res.body.batch.summary).toEqual({
      rowsRead: 2,
      rowsToImport: 2,
      rowsWithProblems: 0,
      rowsLeftOut: { empty: 2 },
      projects: 2,
      milestones: 0,
      newPeople: 0,
    });
    const confirmed = await editor.post("/api/import/confirm/", { id: res.body.batch.id });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.message).toBe("Imported 2 projects.");
    expect(await db.project.count({ where: { shortDescription: { startsWith: "Counted " } } })).toBe(2);
  });

  it("counts the empty rows of a workbook the same way", async () => {
    const editor = await newEditor();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Projects");
    sheet.addRow(HEADER.split(","));
    sheet.getRow(3).values = ["Workbook A", "Long", "01/02/2026"];
    // Row 4 holds only spaces; rows 5 and 6 nothing at all.
    sheet.getRow(4).values = ["   "];
    sheet.getRow(7).values = ["Workbook B", "Long", "01/02/2026"];
    const res = await preview(editor, Buffer.from(await book.xlsx.writeBuffer()), "projects.xlsx");
    expect(res.status, res.text).toBe(200);
    expect(res.body.batch.rows.map((r) => r.line)).toEqual([3, 7]);
    expect(res.body.batch.summary).toMatchObject({ rowsRead: 2, rowsToImport: 2, rowsLeftOut: { empty: 4 } });
  });

  it("imports nothing while a row has a problem, says how many have one, and keeps the count of empty rows through Check again", async () => {
    const editor = await newEditor();
    const res = await preview(editor, csv("Problem A,Long,01/02/2026,,,", "", "Problem B,,01/02/2026,,,", "Problem C,Long,01/02/2026,Agreed,,"));
    expect(res.status, res.text).toBe(200);
    const batch = res.body.batch;
    expect(batch.summary).toEqual({
      rowsRead: 3,
      rowsToImport: 0,
      rowsWithProblems: 1,
      rowsLeftOut: { empty: 1 },
      projects: 2,
      milestones: 0,
      newPeople: 0,
    });
    expect((await editor.post("/api/import/confirm/", { id: batch.id })).status).toBe(409);

    const fixed = await editor.post<Answer>("/api/import/check/", { id: batch.id, columns: batch.columns, edits: [{ line: 4, column: 1, value: "Long" }] });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.batch.summary).toMatchObject({ rowsRead: 3, rowsToImport: 3, rowsWithProblems: 0, rowsLeftOut: { empty: 1 }, projects: 3 });
  });

  it("refuses a file whose rows under the header are all empty, and a correction to a row that is not in the file", async () => {
    const editor = await newEditor();
    const empty = await preview(editor, csv("", ",,,,,", " , , "));
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.file).toEqual(["The file has a header row but no rows of projects under it."]);

    const res = await preview(editor, csv("Edited elsewhere,Long,01/02/2026,,,", ""));
    const wrong = await editor.post("/api/import/check/", { id: res.body.batch.id, columns: res.body.batch.columns, edits: [{ line: 3, column: 0, value: "x" }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.edits).toEqual(["A corrected cell is not in the file. Please reload and try again."]);
  });
});

describe("a name that is not in a reference list", () => {
  it("is answered with the list's valid names as the database holds them: one added since is named, a retired one is not", async () => {
    const editor = await newEditor();
    const added = await db.domain.create({ data: { taxonomy: "eml", description: "Bedside teaching", sortOrder: 5 } });
    const retired = await db.domain.findFirstOrThrow({ where: { taxonomy: "eml", retired: false }, orderBy: { sortOrder: "desc" } });
    await db.domain.update({ where: { id: retired.id }, data: { retired: true } });
    try {
      const res = await preview(editor, csv("Unknown names,Long,01/02/2026,Finished,Airway,"));
      expect(res.status, res.text).toBe(200);
      const eml = await validNames("eml");
      expect(eml[0]).toBe("Bedside teaching");
      expect(eml).not.toContain(retired.description);
      expect(res.body.batch.rows[0].problems).toEqual([
        { column: 3, message: `Status: "Finished" is not a status. Valid: ${(await validNames("status")).join(", ")}.` },
        { column: 4, message: `EML domains: "Airway" is not an EML domain. Valid: ${eml.join(", ")}.` },
      ]);
      expect(res.body.batch.summary).toMatchObject({ rowsRead: 1, rowsToImport: 0, rowsWithProblems: 1 });
    } finally {
      await db.domain.update({ where: { id: retired.id }, data: { retired: false } });
      await db.domain.delete({ where: { id: added.id } });
    }
  });

  it("names a long list's first twelve and how many more, after the name probably meant", async () => {
    const editor = await newEditor();
    const extra = Array.from({ length: 4 }, (_, i) => ({ taxonomy: "rcoa" as const, description: `Extra curriculum domain ${i + 1}`, sortOrder: 1000 + i }));
    await db.domain.createMany({ data: extra });
    try {
      const rcoa = await validNames("rcoa");
      expect(rcoa.length).toBeGreaterThan(15);
      const res = await preview(editor, csv("Long list,Long,01/02/2026,,,Regional Anaesthsia"));
      expect(res.status, res.text).toBe(200);
      expect(res.body.batch.rows[0].problems).toEqual([
        {
          column: 5,
          message: `RCoA domains: "Regional Anaesthsia" is not an RCoA domain. Did you mean "Regional Anaesthesia"? Valid: ${rcoa.slice(0, 12).join(", ")} and ${rcoa.length - 12} more.`,
        },
      ]);
    } finally {
      await db.domain.deleteMany({ where: { description: { startsWith: "Extra curriculum domain" } } });
    }
  });
});
