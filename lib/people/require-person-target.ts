import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { isEditor } from "@/lib/projects/edit-rules";
import { requireEditor, requireMilestoneEditor, requireProjectEditor } from "@/lib/projects/permissions";
import { LEAD_ROLE } from "@/lib/projects/types";

// The person calls name the project or milestone being edited: `id` alone is a project,
// `id` with `project` is a milestone of it, `project` without `id` is a milestone not yet saved.
// The caller must be allowed to edit that; without any target only level 6+ may go on.

export type PersonTarget = { id?: number | null; project?: number | null };

/**
 * Whose people a caller below level 6 may correct: a project's lead those of the project (its
 * milestones included), a milestone's own lead only those of that milestone. Level 6 and up:
 * everyone.
 */
export type PersonScope =
  | { kind: "everyone" }
  | { kind: "project"; projectId: number }
  | { kind: "milestone"; projectId: number; milestoneId: number };

export type PersonTargetRights = { projectId: number | null; milestoneId: number | null; scope: PersonScope };

async function leadsProject(session: CurrentSession, projectId: number): Promise<boolean> {
  if (session.people.length === 0) return false;
  const found = await db.projectPerson.findFirst({
    where: { projectId, roleId: LEAD_ROLE, personId: { in: session.people } },
    select: { personId: true },
  });
  return !!found;
}

/** Checks the right to edit the target; returns its project id and whose people it covers. */
export async function requirePersonTarget(session: CurrentSession, target: PersonTarget): Promise<PersonTargetRights> {
  const editor = isEditor(session);
  if (target.id && target.project) {
    const { projectId } = await requireMilestoneEditor(session, target.id, target.project);
    const milestoneId = target.id;
    if (editor) return { projectId, milestoneId, scope: { kind: "everyone" } };
    const scope: PersonScope = (await leadsProject(session, projectId))
      ? { kind: "project", projectId }
      : { kind: "milestone", projectId, milestoneId };
    return { projectId, milestoneId, scope };
  }
  if (target.id) {
    await requireProjectEditor(session, target.id);
    return { projectId: target.id, milestoneId: null, scope: editor ? { kind: "everyone" } : { kind: "project", projectId: target.id } };
  }
  // Only level 6+ adds milestones, so only they edit the people of an unsaved one.
  requireEditor(session);
  return { projectId: target.project ?? null, milestoneId: null, scope: { kind: "everyone" } };
}
