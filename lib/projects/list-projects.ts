import "server-only";
import { directReads, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { milestoneMarks } from "./milestone-marks";
import { queryProjectDocRows, queryProjectDocs } from "./query-projects";
import { projectSearchCondition } from "./search-condition";
import type { ProjectSearchCriteria } from "./schemas";
import type { Project } from "./types";
import { visibleProjects, type ListScope, type ListViewer } from "./visible-projects";

type ListOptions = {
  scope: ListScope;
  criteria?: ProjectSearchCriteria;
};

/**
 * The JSON text of each project the viewer may see in this scope, optionally narrowed by search
 * criteria, in the list's order. One SQL statement whatever
 * the number of projects; the texts go to the client as they are (jsonListResponse).
 */
export function listProjectDocs(viewer: ListViewer, options: ListOptions, client: SqlReader = directReads): Promise<string[]> {
  const conditions = [visibleProjects(viewer, options.scope)];
  if (options.criteria) conditions.push(projectSearchCondition(options.criteria));
  return queryProjectDocs(Prisma.join(conditions, " AND "), client);
}

/**
 * POST /api/project_search/: the projects the viewer may see in the criteria's scope that match
 * them, each with the ids of its milestones that matched (`matchedMilestoneIds`, empty when the
 * search has no milestone criteria: lib/projects/milestone-marks.ts). One SQL statement.
 */
export async function searchProjectDocs(viewer: ListViewer, criteria: ProjectSearchCriteria, client: SqlReader = directReads): Promise<string[]> {
  const where = Prisma.sql`${visibleProjects(viewer, criteria.scope)} AND ${projectSearchCondition(criteria)}`;
  return (await queryProjectDocRows(where, client, milestoneMarks(criteria))).map((row) => row.doc);
}

/** The same list as objects, for the server's own use (the CSV export). */
export async function listProjects(viewer: ListViewer, options: ListOptions, client: SqlReader = directReads): Promise<Project[]> {
  return (await listProjectDocs(viewer, options, client)).map((doc) => JSON.parse(doc) as Project);
}
