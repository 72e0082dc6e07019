import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db, directReads, type Tx } from "@/lib/db";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { projectSnapshot } from "./activity-snapshot";
import { checkReferences } from "./check-references";
import { requireEditor, requireProjectEditor } from "./permissions";
import { queryProject } from "./query-projects";
import { replaceProjectLinks } from "./replace-links";
import { PROJECT_MESSAGES as M, type SaveProjectAnswer, type SaveProjectData } from "./schemas";
import type { Project } from "./types";

// POST /api/add_edit_project/: a new project (level 6+) or an update of the version the editor
// opened (level 6+, or a lead at levels 3-5). One transaction: the conditional version update,
// the links and the activity-log row stand or fall together (the stored document and search
// text follow by database triggers). The project is read once, inside the transaction, after
// the writes: that read is the log's "after" and the answer.

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function fieldsOf(data: SaveProjectData) {
  return {
    shortDescription: data.short_description,
    longDescription: data.long_description,
    startDate: toDate(data.start_date),
    expectedCompletionDate: data.expected_completion_date ? toDate(data.expected_completion_date) : null,
    statusId: data.status,
    updatedAt: clock.now(),
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

/** The saved project, read in the save's transaction. */
async function readSaved(tx: Tx, id: number): Promise<Project> {
  const project = await queryProject(id, tx);
  if (!project) throw new NotFound();
  return project;
}

export async function saveProject(session: CurrentSession, data: SaveProjectData): Promise<SaveProjectAnswer> {
  const project = data.id ? await updateProject(session, data.id, data) : await createProject(session, data);
  return { type: data.id ? "update" : "new", project };
}

async function createProject(session: CurrentSession, data: SaveProjectData): Promise<Project> {
  requireEditor(session);
  return db.$transaction(async (tx) => {
    await checkOrFail(tx, data);
    const { id } = await tx.project.create({ data: fieldsOf(data), select: { id: true } });
    await replaceProjectLinks(tx, id, data);
    const project = await readSaved(tx, id);
    await logActivity(tx, {
      session,
      action: "project.create",
      entityType: "project",
      entityId: id,
      projectId: id,
      summary: `Added project "${data.short_description}"`,
      after: projectSnapshot(project),
    });
    return project;
  });
}

/**
 * The conditional update is the version check: a concurrent save that committed first has
 * moved the version on, so this matches no row (null) and nothing of this save is kept. It
 * answers the stored document as it was before the update, the log's "before".
 */
async function updateFields(tx: Tx, id: number, version: number, data: SaveProjectData): Promise<string | null> {
  // Dates travel as the payload's yyyy-MM-dd text: no time zone can shift them.
  const rows = await tx.$queryRaw<{ doc: string }[]>`
    UPDATE project AS p
       SET short_description = ${data.short_description}, long_description = ${data.long_description},
           start_date = ${data.start_date}::date, expected_completion_date = ${data.expected_completion_date}::date,
           status_id = ${data.status}, version = p.version + 1, updated_at = ${clock.now()}
      FROM project AS old
     WHERE p.id = ${id} AND p.version = ${version} AND old.id = p.id
    RETURNING old.doc`;
  return rows[0]?.doc ?? null;
}

async function updateProject(session: CurrentSession, id: number, data: SaveProjectData): Promise<Project> {
  const version = data.version;
  if (version === undefined) throw new Invalid({ version: [M.versionRequired] });
  const saved = await db.$transaction(async (tx) => {
    await requireProjectEditor(session, id, tx);
    await checkOrFail(tx, data);
    const beforeDoc = await updateFields(tx, id, version, data);
    if (beforeDoc === null) return null;
    await replaceProjectLinks(tx, id, data);
    const project = await readSaved(tx, id);
    // The stored document leaves milestones out; a project save does not change them.
    const before: Project = { ...(JSON.parse(beforeDoc) as Omit<Project, "milestones">), milestones: project.milestones };
    await logActivity(tx, {
      session,
      action: "project.update",
      entityType: "project",
      entityId: id,
      projectId: id,
      summary: `Changed project "${data.short_description}"`,
      before: projectSnapshot(before),
      after: projectSnapshot(project),
    });
    return project;
  });
  return saved ?? throwStale(id);
}

async function throwStale(id: number): Promise<never> {
  const current = await queryProject(id, directReads);
  if (!current) throw new NotFound();
  throw new Conflict(M.projectConflict, { current });
}
