import { FIELD_LABEL, MILESTONE_FIELDS, PROJECT_FIELDS, type ImportField } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import type { Problems } from "./cells";
import { milestoneFromRow, projectFromRow, type Cells } from "./plan-rows";
import type { CheckedRow, CheckResult, PlannedProject, Reference, RowProblem } from "./planned";

// Turns a spreadsheet's rows, with the field each column is mapped to, into the projects and
// milestones to create, and every problem of every row in plain words (row and column). Pure (it
// only yields to the event loop between slices of rows): the
// reference lists and the addresses already in the directory are given, so it runs the same for
// the preview, each check after a correction and the confirmation
// (docs/decisions/037-import-projects.md).
//
// Two layouts, which may be mixed:
// - the app's CSV export: one row per project, its milestones listed in one cell
//   ("description (dd/MM/yyyy - dd/MM/yyyy|Ongoing, status)" a line each) and its people in another
//   ("Name (Role) <email>; …");
// - the template: one row per milestone; a row whose project columns are empty, or the same as the
//   row above's, adds its milestone to the project above.

function mappingProblems(headers: string[], columns: ImportField[]): string[] {
  const problems: string[] = [];
  const where = new Map<ImportField, string[]>();
  columns.forEach((field, i) => {
    if (field !== "ignore") where.set(field, [...(where.get(field) ?? []), headers[i] || `column ${i + 1}`]);
  });
  for (const [field, named] of where) if (named.length > 1) problems.push(M.mappedTwice(FIELD_LABEL[field], named));
  if (where.has("project") && where.has("short_description")) problems.push(M.bothShort);
  else if (!where.has("project") && !where.has("short_description")) problems.push(M.noShortDescription);
  if (!where.has("start_date")) problems.push(M.noStartDate);
  const milestoneColumns = [...where.keys()].some((f) => MILESTONE_FIELDS.has(f));
  if (milestoneColumns && !where.has("milestone_description")) problems.push(M.noMilestoneDescription);
  if (where.has("milestone_description") && !where.has("milestone_start_date")) problems.push(M.noMilestoneStart);
  return problems;
}

const hasText = (c: Cells, fields: Set<ImportField>) => [...fields].some((f) => c[f]?.text.trim());

/** Rows checked between two turns of the event loop: a few milliseconds of work each. */
const SLICE = 200;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks every row. 2,000 rows take 60 to 120 ms on the machine of decision 037, so the work is
 * done in slices with a turn of the event loop between them: other requests are answered meanwhile.
 */
export async function checkRows(
  headers: string[],
  rows: { line: number; cells: string[] }[],
  columns: ImportField[],
  ref: Reference,
  known: Set<string>,
): Promise<CheckResult> {
  const fileProblems = mappingProblems(headers, columns);
  const checked: CheckedRow[] = [];
  const projects: PlannedProject[] = [];
  const projectKey = (c: Cells) => JSON.stringify([...PROJECT_FIELDS].map((f) => c[f]?.text.trim() ?? ""));
  let previousKey: string | null = null;
  let current: PlannedProject | null = null;
  let currentOk = false;
  let milestoneCount = 0;
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % SLICE === 0) await nextTurn();
    const c: Cells = {};
    columns.forEach((field, i) => {
      if (field !== "ignore" && row.cells[i] !== undefined) c[field] = { text: row.cells[i], column: i };
    });
    const list: RowProblem[] = [];
    const problems: Problems = { add: (column, message) => list.push({ column: column !== null && column >= 0 ? column : null, message }) };
    const key = projectKey(c);
    const continues = hasText(c, MILESTONE_FIELDS) && (!hasText(c, PROJECT_FIELDS) || key === previousKey);
    if (continues) {
      if (previousKey === null) problems.add(null, M.milestoneWithoutProject);
      const milestone = milestoneFromRow(c, ref, problems, known);
      if (milestone && current) current.milestones.push(milestone);
      checked.push({ line: row.line, cells: row.cells, kind: "milestone", problems: list });
      if (list.length) currentOk = false;
    } else {
      if (current && currentOk) projects.push(current);
      current = projectFromRow(row.line, c, ref, problems, known);
      previousKey = key;
      if (current && hasText(c, MILESTONE_FIELDS)) {
        const milestone = milestoneFromRow(c, ref, problems, known);
        if (milestone) current.milestones.push(milestone);
      }
      currentOk = current !== null && list.length === 0;
      checked.push({ line: row.line, cells: row.cells, kind: "project", problems: list });
    }
  }
  if (current && currentOk) projects.push(current);
  const emails = new Set<string>();
  for (const p of projects) {
    milestoneCount += p.milestones.length;
    for (const person of [...p.people, ...p.milestones.flatMap((m) => m.people)]) if (!known.has(person.email)) emails.add(person.email);
  }
  return { fileProblems, rows: checked, projects, milestoneCount, newPeople: [...emails] };
}

/** Every address written as <email> in the cells, lower-cased: the ones to look up in the directory. */
export function addressesIn(rows: { cells: string[] }[]): string[] {
  const found = new Set<string>();
  for (const row of rows) for (const cell of row.cells) for (const m of cell.matchAll(/<([^<>\s]+@[^<>\s]+)>/g)) found.add(m[1].toLowerCase());
  return [...found];
}
