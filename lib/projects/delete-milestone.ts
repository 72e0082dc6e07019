import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { milestoneSnapshot } from "./activity-snapshot";
import { requireEditor } from "./permissions";
import { queryProject } from "./query-projects";
import { touchProject } from "./touch-project";

// POST /api/deletemilestone/ (level 6+): the milestone and its links and the activity-log row,
// in one transaction (the project's search text follows by database trigger).

export async function deleteMilestone(
  session: CurrentSession,
  id: number,
  projectId: number | null | undefined,
): Promise<void> {
  requireEditor(session);
  await db.$transaction(async (tx) => {
    const row = await tx.milestone.findUnique({ where: { id }, select: { projectId: true } });
    if (!row || (projectId && row.projectId !== projectId)) throw new NotFound();
    const project = await queryProject(row.projectId, tx);
    const before = project?.milestones.find((m) => m.id === id);
    const { count } = await tx.milestone.deleteMany({ where: { id } });
    if (count === 0) throw new NotFound();
    await touchProject(tx, row.projectId);
    await logActivity(tx, {
      session,
      action: "milestone.delete",
      entityType: "milestone",
      entityId: id,
      projectId: row.projectId,
      summary: `Deleted milestone "${before?.description.slice(0, 200) ?? id}"`,
      before: milestoneSnapshot(before),
    });
  });
}
