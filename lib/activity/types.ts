// Answer shapes of the activity-log calls, shared by the server and the /messages/ screen.
// Type-only, so client code may import it.

/** One field that changed: values already rendered for people ("(none)" when empty). */
export type ActivityChange = { field: string; before: string; after: string };

export type ActivityEntry = {
  /** the log row id (a bigint, sent as text) */
  id: string;
  /** ISO timestamp (UTC) */
  at: string;
  actor: string;
  /** e.g. project.update, milestone.delete, person.create */
  action: string;
  entityType: string;
  entityId: number | null;
  projectId: number | null;
  /** the project's current name, or its last logged name once deleted */
  projectName: string | null;
  /** false once the project has been deleted (no link then) */
  projectExists: boolean;
  personId: number | null;
  personName: string | null;
  summary: string;
  changes: ActivityChange[];
};

/** POST /api/activity/ */
export type ActivityPage = {
  entries: ActivityEntry[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
};

export type FilterOption = { id: number; name: string };

/** GET /api/activity/filters/ */
export type ActivityFilterOptions = { projects: FilterOption[]; people: FilterOption[] };

export const ACTIVITY_PAGE_SIZE = 50;
