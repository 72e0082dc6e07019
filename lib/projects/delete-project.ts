import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { milestoneSnapshot, projectSnapshot } from "./activity-snapshot";
import { requireEditor } from "./permissions";
import { queryProject } from "./query-projects";

// POST /api/deleteproject/ (level 6+). The project's milestones and every role and domain link
// go with it (ON DELETE CASCADE) in the same transaction as the activity-log row, which keeps
// what was deleted.

export async function deleteProject(session: CurrentSession, id: number): Promise<void> {
  requireEditor(session);
  await db.$transaction(async (tx) => {
    const before = await queryProject(id, tx);
    if (!before) throw new NotFound();
    const { count } = await tx.project.deleteMany({ where: { id } });
    if (count === 0) throw new NotFound();
    await logActivity(tx, {
      session,
      action: "project.delete",
      entityType: "project",
      entityId: id,
      projectId: id,
      summary: `Deleted project "${before.short_description}" and its ${before.milestones.length} milestone(s)`,
      before: { ...projectSnapshot(before), milestones: before.milestones.map(milestoneSnapshot) },
    });
  });
}
