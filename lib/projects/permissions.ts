import "server-only";
import { LEVEL } from "@/lib/levels";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { canEditMilestone, canEditProject, isEditor, type RoleHolder } from "./edit-rules";
import { LEAD_ROLE } from "./types";

// Who may change what (docs/product.md#user-levels, docs/product.md#readings): the rules are
// lib/projects/edit-rules.ts, shared with the screens; here every write checks them against the
// roles as they are under the project's write lock. Levels here are already effective (1 acts as 0,
// 4 as 3: see effectiveLevel).

export type Viewer = Pick<CurrentSession, "level" | "people"> & { accountId?: number | null };
type Client = Pick<typeof db, "projectPerson" | "milestonePerson" | "milestone" | "project" | "$executeRaw">;

/** A refused change is a security event (docs/product.md#security-parameters): logged, then 403. */
export function refuse(viewer: Viewer, what: string, id?: number) {
  logEvent("security.permission_denied", { what, id, level: viewer.level, accountId: viewer.accountId });
  return new Forbidden();
}

export function requireEditor(viewer: Viewer): void {
  if (!isEditor(viewer)) throw refuse(viewer, "editor");
}

async function projectLeads(client: Client, projectId: number): Promise<RoleHolder[]> {
  const rows = await client.projectPerson.findMany({
    where: { projectId, roleId: LEAD_ROLE },
    select: { personId: true, roleId: true },
  });
  return rows.map((r) => ({ id: r.personId, role: r.roleId }));
}

/**
 * Every write to a project or its milestones checks its rights under this lock (held until the
 * caller's transaction ends), so a change of the project's leads cannot commit between the
 * check and the write: a save by a lead whose role is being removed either commits first or
 * is checked again after the removal.
 */
export async function lockProjectWrites(client: Client, projectId: number): Promise<void> {
  await client.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`project-writes:${projectId}`}))`;
}

/** Throws 403 unless the viewer may edit the project; 404 when it does not exist. */
export async function requireProjectEditor(viewer: Viewer, projectId: number, client: Client = db) {
  if (viewer.level < LEVEL.account) throw refuse(viewer, "project", projectId);
  await lockProjectWrites(client, projectId);
  const project = await client.project.findUnique({ where: { id: projectId }, select: { id: true } });
  if (!project) throw new NotFound();
  if (isEditor(viewer)) return;
  if (!canEditProject(viewer, { people: await projectLeads(client, projectId) })) {
    throw refuse(viewer, "project", projectId);
  }
}

/**
 * Throws 403 unless the viewer may edit the milestone; 404 when it does not exist or does not
 * belong to the given project.
 */
export async function requireMilestoneEditor(
  viewer: Viewer,
  milestoneId: number,
  projectId: number | null | undefined,
  client: Client = db,
): Promise<{ projectId: number }> {
  if (viewer.level < LEVEL.account) throw refuse(viewer, "milestone", milestoneId);
  const located = await client.milestone.findUnique({ where: { id: milestoneId }, select: { projectId: true } });
  if (!located || (projectId && located.projectId !== projectId)) throw new NotFound();
  await lockProjectWrites(client, located.projectId);
  // Read again under the lock: these are the leads the write will commit with.
  const milestone = await client.milestone.findUnique({
    where: { id: milestoneId },
    select: { projectId: true, people: { where: { roleId: LEAD_ROLE }, select: { personId: true } } },
  });
  if (!milestone || milestone.projectId !== located.projectId) throw new NotFound();
  if (isEditor(viewer)) return { projectId: milestone.projectId };
  const milestoneLeads = milestone.people.map((p) => ({ id: p.personId, role: LEAD_ROLE }));
  const allowed = canEditMilestone(
    viewer,
    { people: await projectLeads(client, milestone.projectId) },
    { people: milestoneLeads },
  );
  if (!allowed) throw refuse(viewer, "milestone", milestoneId);
  return { projectId: milestone.projectId };
}
