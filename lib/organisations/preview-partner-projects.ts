import "server-only";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { preparedProjects } from "@/lib/projects/prepared-lists/list-answers";
import { quickAccessViewer } from "./quick-access-viewer";
import type { SharedProjectsAnswer } from "./partner-schemas";

/** What a quick-access visitor (or share-link holder) of the organisation sees, for an admin. */
export async function previewPartnerProjects(organisationId: number): Promise<SharedProjectsAnswer> {
  const organisation = await db.organisation.findUnique({
    where: { id: organisationId },
    select: { id: true, name: true },
  });
  if (!organisation) throw new NotFound("That organisation no longer exists.");
  const projects = await preparedProjects(quickAccessViewer(organisation.id), "all");
  return { organisation, expiresAt: null, projects };
}
