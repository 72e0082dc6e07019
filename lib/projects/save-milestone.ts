import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db, directReads, type Tx } from "@/lib/db";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { milestoneSnapshot } from "./activity-snapshot";
import { checkReferences } from "./check-references";
import { requireEditor, requireMilestoneEditor } from "./permissions";
import { queryProject } from "./query-projects";
import { touchProject } from "./touch-project";
import { replaceMilestoneLinks } from "./replace-links";
import { PROJECT_MESSAGES as M, type SaveMilestoneAnswer, type SaveMilestoneData } from "./schemas";
import type { Milestone } from "./types";

// POST /api/add_edit_milestone/: a new milestone (level 6+) or an update of the version the
// editor opened (level 6+, a lead of the project, or the milestone's own lead). One transaction;
// the project is read once, inside it, after the writes: the log's "after" and the answer.

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

/** The milestone and its project; `client` is the save's transaction. */
async function milestoneOf(
  projectId: number,
  milestoneId: number,
  client: Tx | typeof directReads,
): Promise<SaveMilestoneAnswer> {
  const project = await queryProject(projectId, client);
  const milestone = project?.milestones.find((m) => m.id === milestoneId);
  if (!project || !milestone) throw new NotFound();
  return { project, milestone };
}

export async function saveMilestone(session: CurrentSession, data: SaveMilestoneData): Promise<SaveMilestoneAnswer> {
  return data.id ? updateMilestone(session, data.id, data) : createMilestone(session, data);
}

async function createMilestone(session: CurrentSession, data: SaveMilestoneData): Promise<SaveMilestoneAnswer> {
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
    await touchProject(tx, data.project);
    const saved = await milestoneOf(data.project, id, tx);
    await logActivity(tx, {
      session,
      action: "milestone.create",
      entityType: "milestone",
      entityId: id,
      projectId: data.project,
      summary: `Added milestone "${data.description.slice(0, 200)}"`,
      after: milestoneSnapshot(saved.milestone),
    });
    return saved;
  });
}

/**
 * Conditional update = version check (see save-project.ts): null when a concurrent save moved
 * the version on. Answers the stored document as it was before, the log's "before".
 */
async function updateFields(tx: Tx, id: number, version: number, data: SaveMilestoneData): Promise<string | null> {
  // Dates travel as the payload's yyyy-MM-dd text: no time zone can shift them.
  const rows = await tx.$queryRaw<{ doc: string }[]>`
    UPDATE milestone AS m
       SET description = ${data.description}, start_date = ${data.start_date}::date, end_date = ${data.end_date}::date,
           status_id = ${data.status}, looking_for_id = ${data.looking_for}, version = m.version + 1, updated_at = ${clock.now()}
      FROM milestone AS old
     WHERE m.id = ${id} AND m.project_id = ${data.project} AND m.version = ${version} AND old.id = m.id
    RETURNING old.doc`;
  return rows[0]?.doc ?? null;
}

async function updateMilestone(session: CurrentSession, id: number, data: SaveMilestoneData): Promise<SaveMilestoneAnswer> {
  const version = data.version;
  if (version === undefined) throw new Invalid({ version: [M.versionRequired] });
  const result = await db.$transaction(async (tx) => {
    await requireMilestoneEditor(session, id, data.project, tx);
    await checkOrFail(tx, data);
    const beforeDoc = await updateFields(tx, id, version, data);
    if (beforeDoc === null) return null;
    await replaceMilestoneLinks(tx, id, data);
    await touchProject(tx, data.project);
    const saved = await milestoneOf(data.project, id, tx);
    await logActivity(tx, {
      session,
      action: "milestone.update",
      entityType: "milestone",
      entityId: id,
      projectId: data.project,
      summary: `Changed milestone "${data.description.slice(0, 200)}"`,
      before: milestoneSnapshot(JSON.parse(beforeDoc) as Milestone),
      after: milestoneSnapshot(saved.milestone),
    });
    return saved;
  });
  if (result) return result;
  const { milestone } = await milestoneOf(data.project, id, directReads);
  throw new Conflict(M.milestoneConflict, { current: milestone });
}
