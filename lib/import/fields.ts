// The fields a spreadsheet's column can be mapped to when importing projects and milestones
// (docs/product.md#importing-projects), with the headers that map to each by themselves: those of
// the template (template.ts) and of the app's own CSV export (lib/projects/projects-csv.ts).
// Shared by the server and the import screen, so no server-only import here.

export const IMPORT_FIELDS = [
  "ignore",
  "project",
  "short_description",
  "long_description",
  "start_date",
  "expected_completion_date",
  "status",
  "eml",
  "rcoa",
  "people",
  "milestones",
  "milestone_description",
  "milestone_start_date",
  "milestone_end_date",
  "milestone_status",
  "milestone_looking_for",
  "milestone_eml",
  "milestone_rcoa",
  "milestone_people",
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

export const FIELD_LABEL: Record<ImportField, string> = {
  ignore: "Do not import",
  project: "Project (short description, then the long one on the next lines)",
  short_description: "Short description",
  long_description: "Long description",
  start_date: "Start date",
  expected_completion_date: "Completion date",
  status: "Status",
  eml: "EML domains",
  rcoa: "RCoA domains",
  people: "People",
  milestones: "Milestones (a list, as the export writes them)",
  milestone_description: "Milestone",
  milestone_start_date: "Milestone start date",
  milestone_end_date: "Milestone end date",
  milestone_status: "Milestone status",
  milestone_looking_for: "Looking for",
  milestone_eml: "Milestone EML domains",
  milestone_rcoa: "Milestone RCoA domains",
  milestone_people: "Milestone people",
};

/** "Do not import", and the export's combined columns (project, milestones): not in the template. */
const LAYOUT_FIELDS = new Set<ImportField>(["ignore", "project", "milestones"]);

/** The template's header row: one row per milestone, the project's columns first. */
export const TEMPLATE_FIELDS: ImportField[] = IMPORT_FIELDS.filter((f) => !LAYOUT_FIELDS.has(f));

/** The columns of a project itself (the rest describe one milestone, or are ignored). */
export const PROJECT_FIELDS = new Set<ImportField>(IMPORT_FIELDS.filter((f) => f !== "ignore" && !f.startsWith("milestone_")));

export const MILESTONE_FIELDS = new Set<ImportField>(IMPORT_FIELDS.filter((f) => f.startsWith("milestone_")));

// Lower-cased headers that map by themselves, beside each field's own label.
const ALIASES: Partial<Record<ImportField, string[]>> = {
  ignore: ["url", "link", "address"],
  project: ["project"],
  short_description: ["short description", "title", "project title"],
  long_description: ["long description", "description", "project description"],
  start_date: ["start", "start date", "project start", "project start date"],
  expected_completion_date: ["completion", "completion date", "expected completion date", "end", "end date", "project end date"],
  status: ["status", "project status"],
  eml: ["eml domains", "eml", "eml domain"],
  rcoa: ["rcoa domains", "rcoa", "rcoa domain"],
  people: ["people", "project people"],
  milestones: ["milestones"],
  milestone_description: ["milestone", "milestone description"],
  milestone_start_date: ["milestone start", "milestone start date"],
  milestone_end_date: ["milestone end", "milestone end date", "milestone completion", "milestone completion date"],
  milestone_status: ["milestone status"],
  milestone_looking_for: ["looking for", "milestone looking for"],
  milestone_eml: ["milestone eml domains", "milestone eml"],
  milestone_rcoa: ["milestone rcoa domains", "milestone rcoa"],
  milestone_people: ["milestone people"],
};

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, " ");

const BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => [normalise(FIELD_LABEL[field]), ...(ALIASES[field] ?? [])].map((h) => [h, field] as const)),
);

/** The field each column maps to by its header; a header met twice maps once, then to nothing. */
export function autoMap(headers: string[]): ImportField[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = BY_HEADER.get(normalise(header));
    if (!field || (field !== "ignore" && taken.has(field))) return "ignore";
    taken.add(field);
    return field;
  });
}

/** The largest file taken, in bytes, and the most rows of data (docs/decisions/037-import-projects.md). */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_COLUMNS = 60;
/** How long an import can be undone by the editor who made it. */
export const IMPORT_UNDO_MS = 24 * 60 * 60 * 1000;
