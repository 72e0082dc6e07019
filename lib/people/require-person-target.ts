import "server-only";
import type { CurrentSession } from "@/lib/auth/session";
import { requireEditor, requireMilestoneEditor, requireProjectEditor } from "@/lib/projects/permissions";

// The person calls name the project or milestone being edited: `id` alone is a project,
// `id` with `project` is a milestone of it, `project` without `id` is a milestone not yet saved.
// The caller must be allowed to edit that; without any target only level 6+ may go on.

export type PersonTarget = { id?: number | null; project?: number | null };

/** Checks the right to edit the target; returns its project id when there is one. */
export async function requirePersonTarget(
  session: CurrentSession,
  target: PersonTarget,
): Promise<{ projectId: number | null; milestoneId: number | null }> {
  if (target.id && target.project) {
    const { projectId } = await requireMilestoneEditor(session, target.id, target.project);
    return { projectId, milestoneId: target.id };
  }
  if (target.id) {
    await requireProjectEditor(session, target.id);
    return { projectId: target.id, milestoneId: null };
  }
  // Only level 6+ adds milestones, so only they edit the people of an unsaved one.
  requireEditor(session);
  return { projectId: target.project ?? null, milestoneId: null };
}
