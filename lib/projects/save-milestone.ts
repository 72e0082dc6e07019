import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/auth/session";
import { db, directReads, type Tx } from "@/lib/db";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { milestoneSnapshot } from "./activity-snapshot";
import { checkReferences } from "./check-references";
import { editRights, requireEditor, requireMilestoneEditor } from "./permissions";
import { queryProject } from "./query-projects";
import { refreshSearchText } from "./refresh-search-text";
import { replaceMilestoneLinks } from "./replace-links";
import { PROJECT_MESSAGES as M, type SaveMilestoneData } from "./schemas";
import type { SaveMilestoneAnswer } from "./types";

// POST /api/add_edit_milestone/: a new milestone (level 6+) or an update of the version the
// editor opened (level 6+, a lead of the project, or the milestone's own lead). One transaction.

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function fieldsOf(data: SaveMilestoneData) {
  return {
    description: data.description,
    startDate: toDate(data.start_date),
    endDate: data.end_date ? toDate(data.end_date) : null,
    statusId: data.status,
    lookingForId: data.looking_for,
  };
}

async function checkOrFail(tx: Tx, data: SaveMilestoneData) {
  const errors = await checkReferences(tx, {
    status: data.status,
    lookingFor: data.looking_for,
    domains: data.domains,
    people: data.people,
    roles: "milestone",
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
}

async function milestoneOf(session: CurrentSession, projectId: number, milestoneId: number) {
  const project = await queryProject(projectId, directReads, editRights(session));
  const milestone = project?.milestones.find((m) => m.id === milestoneId);
  if (!project || !milestone) throw new NotFound();
  return { project, milestone };
}

async function readMilestone(tx: Tx, projectId: number, milestoneId: number) {
  const project = await queryProject(projectId, tx);
  return project?.milestones.find((m) => m.id === milestoneId) ?? null;
}

export async function saveMilestone(session: CurrentSession, data: SaveMilestoneData): Promise<SaveMilestoneAnswer> {
  const id = data.id ? await updateMilestone(session, data.id, data) : await createMilestone(session, data);
  return milestoneOf(session, data.project, id);
}

async function createMilestone(session: CurrentSession, data: SaveMilestoneData): Promise<number> {
  requireEditor(session);
  return db.$transaction(async (tx) => {
    const parent = await tx.project.findUnique({ where: { id: data.project }, select: { id: true } });
    if (!parent) throw new NotFound();
    await checkOrFail(tx, data);
    const { id } = await tx.milestone.create({
      data: { ...fieldsOf(data), projectId: data.project },
      select: { id: true },
    });
    await replaceMilestoneLinks(tx, id, data);
    await refreshSearchText(tx, [data.project]);
    await logActivity(tx, {
      session,
      action: "milestone.create",
      entityType: "milestone",
      entityId: id,
      projectId: data.project,
      summary: `Added milestone "${data.description.slice(0, 200)}"`,
      after: milestoneSnapshot(await readMilestone(tx, data.project, id)),
    });
    return id;
  });
}

async function updateMilestone(session: CurrentSession, id: number, data: SaveMilestoneData): Promise<number> {
  const version = data.version;
  if (version === undefined) throw new Invalid({ version: [M.versionRequired] });
  const saved = await db.$transaction(async (tx) => {
    await requireMilestoneEditor(session, id, data.project, tx);
    await checkOrFail(tx, data);
    const before = await readMilestone(tx, data.project, id);
    // Conditional update = version check; see save-project.ts.
    const { count } = await tx.milestone.updateMany({
      where: { id, projectId: data.project, version },
      data: { ...fieldsOf(data), version: { increment: 1 } },
    });
    if (count === 0) return false;
    await replaceMilestoneLinks(tx, id, data);
    await refreshSearchText(tx, [data.project]);
    await logActivity(tx, {
      session,
      action: "milestone.update",
      entityType: "milestone",
      entityId: id,
      projectId: data.project,
      summary: `Changed milestone "${data.description.slice(0, 200)}"`,
      before: milestoneSnapshot(before),
      after: milestoneSnapshot(await readMilestone(tx, data.project, id)),
    });
    return true;
  });
  if (!saved) {
    const { milestone } = await milestoneOf(session, data.project, id);
    throw new Conflict(M.milestoneConflict, { current: milestone });
  }
  return id;
}
