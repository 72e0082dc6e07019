import { FIELD_LABEL, type ImportField } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import { dateOf, domainsOf, named, peopleOf, textOf, type Problems } from "./cells";
import { DEFAULT_LOOKING_FOR, DEFAULT_STATUS, type PlannedMilestone, type PlannedProject, type Reference } from "./planned";

// One row of an import (its cells by field) read as a project or a milestone: the template's
// columns, or the app's own export with its milestones listed in one cell.

const MILESTONE_LINE = /^([\s\S]*?)\s*\((\S+)\s*-\s*(\S+),\s*([^(),]+)\)\s*$/;

export type Cells = Partial<Record<ImportField, { text: string; column: number }>>;

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
    const statusId = named(match[4], ref.statuses, "a status", problems, column, what);
    if (startDate && endDate && endDate < startDate) problems.add(column, `${what}: ${M.endBeforeStart}`);
    if (description && startDate && statusId !== null && written) {
      milestones.push({ description, startDate, endDate, statusId, lookingForId: DEFAULT_LOOKING_FOR, domains: [], people: [] });
    }
  }
  if (pending.some((l) => l.trim())) problems.add(column, `${label}: ${M.badMilestone(pending.join(" ").trim().slice(0, 120))}`);
  return milestones;
}

export function milestoneFromRow(c: Cells, ref: Reference, problems: Problems, known: Set<string>): PlannedMilestone | null {
  const cell = (f: ImportField) => c[f] ?? { text: "", column: -1 };
  const d = cell("milestone_description");
  const description = textOf(d.text, FIELD_LABEL.milestone_description, 4000, problems, d.column);
  const s = cell("milestone_start_date");
  const startDate = dateOf(s.text, FIELD_LABEL.milestone_start_date, problems, s.column, true, false);
  const e = cell("milestone_end_date");
  const endDate = dateOf(e.text, FIELD_LABEL.milestone_end_date, problems, e.column, false, true);
  if (startDate && endDate && endDate < startDate) problems.add(e.column, M.endBeforeStart);
  const st = cell("milestone_status");
  const statusId = st.text.trim() ? named(st.text, ref.statuses, "a status", problems, st.column, FIELD_LABEL.milestone_status) : DEFAULT_STATUS;
  const lf = cell("milestone_looking_for");
  const lookingForId = lf.text.trim()
    ? named(lf.text, ref.lookingFor, "a looking-for option", problems, lf.column, FIELD_LABEL.milestone_looking_for)
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

export function projectFromRow(line: number, c: Cells, ref: Reference, problems: Problems, known: Set<string>): PlannedProject | null {
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
  const statusId = st.text.trim() ? named(st.text, ref.statuses, "a status", problems, st.column, FIELD_LABEL.status) : DEFAULT_STATUS;
  const domains = [
    ...domainsOf(cell("eml").text, ref.eml, "EML", problems, cell("eml").column, FIELD_LABEL.eml),
    ...domainsOf(cell("rcoa").text, ref.rcoa, "RCoA", problems, cell("rcoa").column, FIELD_LABEL.rcoa),
  ];
  const people = peopleOf(cell("people").text, ref.projectRoles, problems, cell("people").column, FIELD_LABEL.people, known);
  const milestones = c.milestones ? milestonesFromList(c.milestones.text, ref, problems, c.milestones.column) : [];
  if (!short || !long || !startDate || statusId === null) return null;
  return { line, shortDescription: short, longDescription: long, startDate, endDate, statusId, domains, people, milestones };
}
