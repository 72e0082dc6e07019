import type { Named } from "./match-name";

// What checking an import's rows makes of them (check-rows.ts): the projects and milestones to
// create, and every problem of every row in plain words (row and column).

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
