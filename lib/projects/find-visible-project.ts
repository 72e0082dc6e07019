import "server-only";
import { directReads, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { queryProjectDocs } from "./query-projects";
import type { Project } from "./types";
import { visibleProjects, type ListViewer } from "./visible-projects";

/**
 * One project as All Projects would show it to this viewer, or null when that list would not
 * hold it (unknown id, or a quick-access visitor outside its organisation): the same visibility
 * rule and the same statement as the list, narrowed to one id, so the project's own page can
 * never show more than the list does.
 */
export async function findVisibleProject(viewer: ListViewer, id: number, client: SqlReader = directReads): Promise<Project | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const where = Prisma.join([visibleProjects(viewer, "all"), Prisma.sql`p.id = ${id}`], " AND ");
  const [doc] = await queryProjectDocs(where, client);
  return doc ? (JSON.parse(doc) as Project) : null;
}
