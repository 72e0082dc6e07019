// The shape of a project and its milestones as the lists and saves answer them
// (docs/product.md#entities and docs/product.md#calls, plus version and *_display), the same for
// every viewer: who may edit a row follows from its roles (lib/projects/edit-rules.ts). Shared by
// the server and the screens; type-only, so client code may import it. Its zod schema is
// project-schema.ts (a test checks that it infers exactly these types); the saves' answers are
// declared with it in schemas.ts.

export type DomainItem = { id: number; description: string };

/** Reference list entry (status, looking-for, role). */
export type ListItem = { id: number; description: string };

export type ProjectDomains = { eml: DomainItem[]; rcoa: DomainItem[] };

/** A person on a project or milestone. role 1 is the lead. */
export type PersonOnItem = {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  role: number;
  role_display: string;
};

export type Milestone = {
  id: number;
  project: number;
  description: string;
  /** yyyy-MM-dd */
  start_date: string;
  /** yyyy-MM-dd, null when open-ended */
  end_date: string | null;
  status: number;
  status_display: string;
  looking_for: number;
  looking_for_display: string;
  version: number;
  domains: ProjectDomains;
  /** sorted by role, then name */
  people: PersonOnItem[];
};

export type Project = {
  id: number;
  short_description: string;
  long_description: string;
  /** yyyy-MM-dd */
  start_date: string;
  /** yyyy-MM-dd, null when ongoing */
  expected_completion_date: string | null;
  status: number;
  status_display: string;
  version: number;
  /** yyyy-MM-dd (UTC): the last change of the project, its milestones or its people */
  changed_on: string;
  /** yyyy-MM-dd (UTC): when a lead last answered a review reminder "Still current", or null */
  checked_on: string | null;
  domains: ProjectDomains;
  /** sorted by role, then name */
  people: PersonOnItem[];
  /** sorted by start date, then id */
  milestones: Milestone[];
};

/** GET /api/existing_projects/{all,own}/ and POST /api/project_search/ */
export type ProjectListAnswer = { projects: Project[] };

/**
 * The first projects of a list, rendered with the page (see lib/projects/first-screen.ts), and
 * the level they were chosen for.
 */
export type FirstScreen = { projects: Project[]; level: number; people: number[] };

export const LEAD_ROLE = 1;
export const FULLY_SUBSCRIBED = 99;
/** Statuses that close a project (prisma/seed/reference-data.ts): no review reminders for these. */
export const ABANDONED_STATUS = 998;
export const COMPLETED_STATUS = 999;
