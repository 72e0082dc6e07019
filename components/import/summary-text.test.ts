import { describe, expect, it } from "vitest";
import type { ImportPreview } from "@/lib/import/schemas";
import { summaryText } from "./summary-text";

// The preview's summary sentence, from the counts the server answers.

function preview(summary: Partial<ImportPreview["summary"]>, fileProblems: string[] = []): ImportPreview {
  return {
    id: 1,
    fileName: "projects.csv",
    state: "preview",
    headers: [],
    columns: [],
    fileProblems,
    rows: [],
    summary: { rowsRead: 0, rowsToImport: 0, rowsWithProblems: 0, rowsLeftOut: { empty: 0 }, projects: 0, milestones: 0, newPeople: 0, ...summary },
  };
}

describe("the preview's summary", () => {
  it("says what Import will write and the empty rows it leaves out", () => {
    expect(summaryText(preview({ rowsRead: 12, rowsToImport: 12, rowsLeftOut: { empty: 1 }, projects: 4, milestones: 8, newPeople: 3 }))).toBe(
      "12 rows will be imported as 4 projects with 8 milestones, adding 3 people to the directory. 1 empty row is left out.",
    );
    expect(summaryText(preview({ rowsRead: 1, rowsToImport: 1, projects: 1 }))).toBe("1 row will be imported as 1 project. No row is left out.");
  });

  it("says why nothing is imported yet: rows with problems, the columns, or both", () => {
    const rows = { rowsRead: 12, rowsWithProblems: 2, rowsLeftOut: { empty: 3 }, projects: 9 };
    expect(summaryText(preview(rows))).toBe(
      "12 rows read. 2 rows have problems, so nothing is imported yet: correct them below and choose Check again. 3 empty rows are left out.",
    );
    expect(summaryText(preview({ ...rows, rowsWithProblems: 0 }, ["No start date"]))).toBe(
      "12 rows read. The columns need attention, so nothing is imported yet: correct them below and choose Check again. 3 empty rows are left out.",
    );
    expect(summaryText(preview({ ...rows, rowsWithProblems: 1 }, ["No start date"]))).toMatch(/^12 rows read\. 1 row has problems and the columns need attention, so/);
  });
});
