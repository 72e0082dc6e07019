// The exact SQL (text and parameters) the app's list and search send, taken from the app's own
// query builders, so the raw-pg baseline runs the same statement and not a copy that could drift.
import { Prisma } from "../../lib/generated/prisma/client";
import { withDefaults, type FigureId } from "../../lib/overview/filters";
import { FIGURE_STATEMENTS } from "../../lib/overview/figures/statements";
import { filterCriteria, overviewScope } from "../../lib/overview/scope";
import { listProjectDocs, searchProjectDocs } from "../../lib/projects/list-projects";
import { projectSearchSchema, type ProjectSearchInput } from "../../lib/projects/schemas";

export type Statement = { text: string; values: unknown[] };
type Client = NonNullable<Parameters<typeof listProjectDocs>[2]>;

// An editor's view of "all": the same statement for any signed-in account.
const VIEWER = { level: 6, people: [], organisationId: null };

async function capture(run: (client: Client) => Promise<unknown>): Promise<Statement> {
  let captured: Prisma.Sql | undefined;
  const client: Client = {
    $queryRaw<T>(query: Prisma.Sql) {
      captured = query;
      return Promise.resolve([] as T);
    },
  };
  await run(client);
  if (!captured) throw new Error("The list did not run a query");
  return { text: captured.text, values: captured.values };
}

/** GET /api/existing_projects/all/ */
export function listStatement(): Promise<Statement> {
  return capture((client) => listProjectDocs(VIEWER, { scope: "all" }, client));
}

/** POST /api/project_search/ with this body */
export function searchStatement(body: ProjectSearchInput): Promise<Statement> {
  const criteria = projectSearchSchema.parse(body);
  return capture((client) => searchProjectDocs(VIEWER, criteria, client));
}

/** GET /api/overview/csv/?figure=<id> as an editor asks it: no filters, the last twelve months. */
export function overviewStatements(): Record<FigureId, Statement> {
  const today = new Date().toISOString().slice(0, 10);
  const filters = withDefaults({}, today.slice(0, 7));
  const ctx = { scope: overviewScope(VIEWER, filterCriteria(filters, null)), filters, today, organisation: null, statuses: [], eml: [], rcoa: [], organisations: [] };
  return Object.fromEntries(
    Object.entries(FIGURE_STATEMENTS).map(([id, statement]) => {
      const sql = statement(ctx);
      return [id, { text: sql.text, values: sql.values }];
    }),
  ) as Record<FigureId, Statement>;
}
