// Answer shapes of the project calls (spec §3 and §7, plus version and *_display). The same for
// every viewer: who may edit a row follows from its roles (lib/projects/edit-rules.ts).
// Shared by the server and the screens; type-only, so client code may import it.

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

/** POST /api/get_all_project_domains/ with {id} */

/** POST /api/get_all_project_domains/ with {get_status: true} */
export type ReferenceListsAnswer = {
  eml: DomainItem[];
  rcoa: DomainItem[];
  project: ListItem[];
  milestone: ListItem[];
  milestoneLookingFor: ListItem[];
};

/** POST /api/get_project_roles/ and /api/get_milestone_roles/ */
export type RolesAnswer = { roles: ListItem[] };

export type PersonSearchResult = { id: number; first_name: string; last_name: string; label: string };

/** POST /api/search/person_search/ */
export type PersonSearchAnswer = { results: PersonSearchResult[] };

/** POST /api/add_edit_person/ (200) */
export type SavedPerson = { id: number; first_name: string; last_name: string; email: string; label: string };

/** POST /api/add_edit_project/ (200) */
export type SaveProjectAnswer = { type: "new" | "update"; project: Project };

/** POST /api/add_edit_milestone/ (200) */
export type SaveMilestoneAnswer = { milestone: Milestone; project: Project };

/** 422 answers: field-keyed message lists. */
export type FieldErrorsAnswer = { errors: Record<string, string[]> };

/** 409 answers of the saves: the record as it is now. */
export type ConflictAnswer<T> = { errorMessage: string; current: T };

export const LEAD_ROLE = 1;
export const FULLY_SUBSCRIBED = 99;
