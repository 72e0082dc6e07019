import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { canEditMilestone, canEditProject, type Viewer } from "./permissions";
import { queryProjects, type ProjectRow } from "./query-projects";
import { projectSearchCondition } from "./search-condition";
import type { ProjectSearchCriteria } from "./schemas";
import type { Project } from "./types";
import { visibleProjects, type ListScope, type ListViewer } from "./visible-projects";

type RawClient = Pick<typeof db, "$queryRaw">;

/** Adds the viewer's `can_edit` flags, from the same rules every write checks. */
export function withEditRights(viewer: Viewer, row: ProjectRow): Project {
  return {
    ...row,
    can_edit: canEditProject(viewer, row),
    milestones: row.milestones.map((m) => ({ ...m, can_edit: canEditMilestone(viewer, row, m) })),
  };
}

/**
 * The projects the viewer may see in this scope, optionally narrowed by search criteria.
 * One SQL statement whatever the number of projects.
 */
export async function listProjects(
  viewer: ListViewer,
  options: { scope: ListScope; criteria?: ProjectSearchCriteria },
  client: RawClient = db,
): Promise<Project[]> {
  const conditions = [visibleProjects(viewer, options.scope)];
  if (options.criteria) conditions.push(projectSearchCondition(options.criteria));
  const rows = await queryProjects(Prisma.join(conditions, " AND "), client);
  return rows.map((row) => withEditRights(viewer, row));
}
