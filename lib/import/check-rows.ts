import { isInDateRange, isValidIsoDate, parseUkDate } from "@/lib/dates";
import { FIELD_LABEL, MILESTONE_FIELDS, PROJECT_FIELDS, type ImportField } from "./fields";
import { matchName, type Named } from "./match-name";
import { IMPORT_MESSAGES as M } from "./messages";

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

export type Reference = {
  statuses: Named[];
  lookingFor: Named[];
  eml: Named[];
  rcoa: Named[];
  projectRoles: Named[];
  milestoneRoles: Named[];
};

export type RowProblem = { column: number | null; message: string };
export type CheckedRow = { line: number; cells: string[]; kind: "project" | "milestone"; problems: RowProblem[] };
/** `email` lower-cased (the key people are matched by), `address` as written (a new person keeps it). */
export type PlannedPerson = { email: string; address: string; firstName: string; lastName: string; role: number };
export type PlannedMilestone = {
  description: string;
  startDate: string;
  endDate: string | null;
  statusId: number;
  lookingForId: number;
  domains: number[];
  people: PlannedPerson[];
};
export type PlannedProject = {
  line: number;
  shortDescription: string;
  longDescription: string;
  startDate: string;
  endDate: string | null;
  statusId: number;
  domains: number[];
  people: PlannedPerson[];
  milestones: PlannedMilestone[];
};
export type CheckResult = {
  fileProblems: string[];
  rows: CheckedRow[];
  projects: PlannedProject[];
  milestoneCount: number;
  /** Addresses not in the directory yet: people the import would create. */
  newPeople: string[];
};

/** What a project's status and a milestone's looking-for are when their cell is empty. */
export const DEFAULT_STATUS = 1; // Proposed, the form's default
export const DEFAULT_LOOKING_FOR = 99; // Fully subscribed: an import never offers places by itself

const EMAIL = /^[^\s@<>()";,]+@[^\s@<>()";,]+\.[^\s@<>()";,]+$/;
const PERSON = /^(.*?)\s*\(([^()]*)\)\s*<([^<>]*)>$/;
const MILESTONE_LINE = /^([\s\S]*?)\s*\((\S+)\s*-\s*(\S+),\s*([^(),]+)\)\s*$/;

type Problems = { add(column: number | null, message: string): void };

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

/** yyyy-MM-dd, or null for an empty cell (and "Ongoing" where an end may be open). */
function dateOf(text: string, label: string, problems: Problems, column: number, required: boolean, openEnded: boolean): string | null {
  const value = text.trim();
  if (!value || (openEnded && /^ongoing$/i.test(value))) {
    if (required) problems.add(column, M.required(label));
    return null;
  }
  const iso = isValidIsoDate(value) ? value : parseUkDate(value);
  if (!iso) {
    problems.add(column, `${label}: ${M.badDate(value)}`);
    return null;
  }
  if (!isInDateRange(iso)) {
    problems.add(column, `${label}: ${M.dateOutOfRange(value)}`);
    return null;
  }
  return iso;
}

function textOf(value: string, label: string, max: number, problems: Problems, column: number | null): string {
  const text = value.trim();
  if (!text) problems.add(column, M.required(label));
  else if (text.length > max) problems.add(column, M.tooLong(label, max));
  return text;
}

function named(text: string, list: Named[], what: string, problems: Problems, column: number | null, label: string, listOptions: boolean): number | null {
  const match = matchName(text, list);
  if (match.item) return match.item.id;
  problems.add(column, `${label}: ${M.unknown(text.trim(), what, match.suggestion, listOptions ? list.map((e) => e.description) : undefined)}`);
  return null;
}

function domainsOf(text: string, list: Named[], taxonomy: string, problems: Problems, column: number, label: string): number[] {
  const ids = new Set<number>();
  for (const name of text.split(/[;\n]/).map((n) => n.trim()).filter(Boolean)) {
    const id = named(name, list, `an ${taxonomy} domain`, problems, column, label, false);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

function peopleOf(text: string, roles: Named[], problems: Problems, column: number, label: string, known: Set<string>): PlannedPerson[] {
  const people: PlannedPerson[] = [];
  for (const entry of text.split(/[;\n]/).map((e) => e.trim()).filter(Boolean)) {
    const match = PERSON.exec(entry);
    if (!match) {
      problems.add(column, `${label}: ${M.badPerson(entry)}`);
      continue;
    }
    const [name, roleName, address] = [match[1].trim(), match[2].trim(), match[3].trim()];
    if (!EMAIL.test(address) || address.length > 254) {
      problems.add(column, `${label}: ${M.badEmail(address)}`);
      continue;
    }
    const role = named(roleName, roles, "a role", problems, column, label, true);
    if (role === null) continue;
    const email = address.toLowerCase();
    if (people.some((p) => p.email === email)) {
      problems.add(column, `${label}: ${M.personTwice(address)}`);
      continue;
    }
    const space = name.indexOf(" ");
    const [firstName, lastName] = space > 0 ? [name.slice(0, space), name.slice(space + 1).trim()] : [name, ""];
    if (!known.has(email) && (!firstName || !lastName || firstName.length > 100 || lastName.length > 100)) {
      problems.add(column, `${label}: ${M.personNeedsName(address)}`);
      continue;
    }
    people.push({ email, address, firstName, lastName, role });
  }
  return people;
}

type Cells = Partial<Record<ImportField, { text: string; column: number }>>;

function milestonesFromList(text: string, ref: Reference, problems: Problems, column: number): PlannedMilestone[] {
  const milestones: PlannedMilestone[] = [];
  let pending: string[] = [];
  const label = FIELD_LABEL.milestones.split(" (")[0];
  for (const line of text.split(/\r?\n/)) {
    if (!pending.length && !line.trim()) continue;
    pending.push(line);
    const match = MILESTONE_LINE.exec(pending.join("\n"));
    if (!match) continue;
    const written = pending.join("\n");
    pending = [];
    const what = `${label}: "${match[1].trim().slice(0, 60)}"`;
    const description = textOf(match[1], what, 4000, problems, column);
    const startDate = dateOf(match[2], what, problems, column, true, false);
    const endDate = dateOf(match[3], what, problems, column, false, true);
    const statusId = named(match[4], ref.statuses, "a status", problems, column, what, true);
    if (startDate && endDate && endDate < startDate) problems.add(column, `${what}: ${M.endBeforeStart}`);
    if (description && startDate && statusId !== null && written) {
      milestones.push({ description, startDate, endDate, statusId, lookingForId: DEFAULT_LOOKING_FOR, domains: [], people: [] });
    }
  }
  if (pending.some((l) => l.trim())) problems.add(column, `${label}: ${M.badMilestone(pending.join(" ").trim().slice(0, 120))}`);
  return milestones;
}

function milestoneFromRow(c: Cells, ref: Reference, problems: Problems, known: Set<string>): PlannedMilestone | null {
  const cell = (f: ImportField) => c[f] ?? { text: "", column: -1 };
  const d = cell("milestone_description");
  const description = textOf(d.text, FIELD_LABEL.milestone_description, 4000, problems, d.column);
  const s = cell("milestone_start_date");
  const startDate = dateOf(s.text, FIELD_LABEL.milestone_start_date, problems, s.column, true, false);
  const e = cell("milestone_end_date");
  const endDate = dateOf(e.text, FIELD_LABEL.milestone_end_date, problems, e.column, false, true);
  if (startDate && endDate && endDate < startDate) problems.add(e.column, M.endBeforeStart);
  const st = cell("milestone_status");
  const statusId = st.text.trim() ? named(st.text, ref.statuses, "a status", problems, st.column, FIELD_LABEL.milestone_status, true) : DEFAULT_STATUS;
  const lf = cell("milestone_looking_for");
  const lookingForId = lf.text.trim()
    ? named(lf.text, ref.lookingFor, "a looking-for option", problems, lf.column, FIELD_LABEL.milestone_looking_for, true)
    : DEFAULT_LOOKING_FOR;
  const eml = cell("milestone_eml");
  const rcoa = cell("milestone_rcoa");
  const domains = [
    ...domainsOf(eml.text, ref.eml, "EML", problems, eml.column, FIELD_LABEL.milestone_eml),
    ...domainsOf(rcoa.text, ref.rcoa, "RCoA", problems, rcoa.column, FIELD_LABEL.milestone_rcoa),
  ];
  const mp = cell("milestone_people");
  const people = peopleOf(mp.text, ref.milestoneRoles, problems, mp.column, FIELD_LABEL.milestone_people, known);
  if (!description || !startDate || statusId === null || lookingForId === null) return null;
  return { description, startDate, endDate, statusId, lookingForId, domains, people };
}

function projectFromRow(line: number, c: Cells, ref: Reference, problems: Problems, known: Set<string>): PlannedProject | null {
  const cell = (f: ImportField) => c[f] ?? { text: "", column: -1 };
  let short: string;
  let long: string;
  if (c.project) {
    const [first, ...rest] = c.project.text.trim().split(/\r?\n/);
    short = textOf(first ?? "", FIELD_LABEL.short_description, 200, problems, c.project.column);
    long = textOf(rest.join("\n"), FIELD_LABEL.long_description, 4000, problems, c.project.column);
  } else {
    short = textOf(cell("short_description").text, FIELD_LABEL.short_description, 200, problems, cell("short_description").column);
    const l = cell("long_description");
    long = textOf(l.text, FIELD_LABEL.long_description, 4000, problems, l.column);
  }
  const s = cell("start_date");
  const startDate = dateOf(s.text, FIELD_LABEL.start_date, problems, s.column, true, false);
  const e = cell("expected_completion_date");
  const endDate = dateOf(e.text, FIELD_LABEL.expected_completion_date, problems, e.column, false, true);
  if (startDate && endDate && endDate < startDate) problems.add(e.column, M.endBeforeStart);
  const st = cell("status");
  const statusId = st.text.trim() ? named(st.text, ref.statuses, "a status", problems, st.column, FIELD_LABEL.status, true) : DEFAULT_STATUS;
  const domains = [
    ...domainsOf(cell("eml").text, ref.eml, "EML", problems, cell("eml").column, FIELD_LABEL.eml),
    ...domainsOf(cell("rcoa").text, ref.rcoa, "RCoA", problems, cell("rcoa").column, FIELD_LABEL.rcoa),
  ];
  const people = peopleOf(cell("people").text, ref.projectRoles, problems, cell("people").column, FIELD_LABEL.people, known);
  const milestones = c.milestones ? milestonesFromList(c.milestones.text, ref, problems, c.milestones.column) : [];
  if (!short || !long || !startDate || statusId === null) return null;
  return { line, shortDescription: short, longDescription: long, startDate, endDate, statusId, domains, people, milestones };
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
