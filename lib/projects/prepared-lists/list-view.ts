import "server-only";
import { LEVEL } from "@/lib/levels";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleProjects, type ListViewer } from "../visible-projects";

// The lists that are prepared once and shared: what All Projects shows depends only on which of
// these views the viewer has, never on who they are otherwise. Accounts (level 3 and up) share
// one view of every project; the quick-access visitors and share-link holders of an
// organisation share that organisation's view.

export type ListView = {
  /** names the view in the cache and in the ETag */
  key: string;
  /** the projects of the view, a condition on `project p` */
  where: Prisma.Sql;
};

/** The viewer's view of All Projects; null when they may see no project at all. */
export function listViewOf(viewer: ListViewer): ListView | null {
  if (viewer.level >= LEVEL.account) return { key: "all", where: visibleProjects(viewer, "all") };
  if (viewer.level >= LEVEL.quickAccess && viewer.organisationId) {
    return { key: `organisation-${viewer.organisationId}`, where: visibleProjects(viewer, "all") };
  }
  return null;
}
