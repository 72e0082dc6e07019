import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/auth/session";
import { db, directReads, type Tx } from "@/lib/db";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { projectSnapshot } from "./activity-snapshot";
import { checkReferences } from "./check-references";
import { editRights, requireEditor, requireProjectEditor } from "./permissions";
import { queryProject } from "./query-projects";
import { refreshSearchText } from "./refresh-search-text";
import { replaceProjectLinks } from "./replace-links";
import { PROJECT_MESSAGES as M, type SaveProjectData } from "./schemas";
import type { SaveProjectAnswer } from "./types";

// POST /api/add_edit_project/: a new project (level 6+) or an update of the version the editor
// opened (level 6+, or a lead at levels 3-5). One transaction: the conditional version update,
// the links, the search text and the activity-log row stand or fall together.

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function fieldsOf(data: SaveProjectData) {
  return {
    shortDescription: data.short_description,
    longDescription: data.long_description,
    startDate: toDate(data.start_date),
    expectedCompletionDate: data.expected_completion_date ? toDate(data.expected_completion_date) : null,
    statusId: data.status,
  };
}

async function checkOrFail(tx: Tx, data: SaveProjectData) {
  const errors = await checkReferences(tx, {
    status: data.status,
    domains: data.domains,
    people: data.people,
    roles: "project",
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
}

export async function saveProject(session: CurrentSession, data: SaveProjectData): Promise<SaveProjectAnswer> {
  const projectId = data.id ? await updateProject(session, data.id, data) : await createProject(session, data);
  const project = await queryProject(projectId, directReads, editRights(session));
  if (!project) throw new NotFound();
  return { type: data.id ? "update" : "new", project };
}

async function createProject(session: CurrentSession, data: SaveProjectData): Promise<number> {
  requireEditor(session);
  return db.$transaction(async (tx) => {
    await checkOrFail(tx, data);
    const { id } = await tx.project.create({ data: fieldsOf(data), select: { id: true } });
    await replaceProjectLinks(tx, id, data);
    await refreshSearchText(tx, [id]);
    await logActivity(tx, {
      session,
      action: "project.create",
      entityType: "project",
      entityId: id,
      projectId: id,
      summary: `Added project "${data.short_description}"`,
      after: projectSnapshot(await queryProject(id, tx)),
    });
    return id;
  });
}

async function updateProject(session: CurrentSession, id: number, data: SaveProjectData): Promise<number> {
  const version = data.version;
  if (version === undefined) throw new Invalid({ version: [M.versionRequired] });
  const saved = await db.$transaction(async (tx) => {
    await requireProjectEditor(session, id, tx);
    await checkOrFail(tx, data);
    const before = await queryProject(id, tx);
    // The conditional update is the version check: a concurrent save that committed first
    // has moved the version on, so this matches no row and nothing of this save is kept.
    const { count } = await tx.project.updateMany({
      where: { id, version },
      data: { ...fieldsOf(data), version: { increment: 1 } },
    });
    if (count === 0) return false;
    await replaceProjectLinks(tx, id, data);
    await refreshSearchText(tx, [id]);
    await logActivity(tx, {
      session,
      action: "project.update",
      entityType: "project",
      entityId: id,
      projectId: id,
      summary: `Changed project "${data.short_description}"`,
      before: projectSnapshot(before),
      after: projectSnapshot(await queryProject(id, tx)),
    });
    return true;
  });
  if (!saved) await throwStale(session, id);
  return id;
}

async function throwStale(session: CurrentSession, id: number): Promise<never> {
  const current = await queryProject(id, directReads, editRights(session));
  if (!current) throw new NotFound();
  throw new Conflict(M.projectConflict, { current });
}
