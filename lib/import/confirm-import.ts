import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { linkPeopleOfNewItems } from "@/lib/projects/links";
import { requireEditor } from "@/lib/projects/permissions";
import { checkBatch, columnsOf, headersOf, importedOf, lockOwnBatch, rowsOf, type Created } from "./batch";
import type { PlannedPerson, PlannedProject } from "./planned";
import { IMPORT_MESSAGES as M } from "./messages";
import type { ImportedBatch } from "./schemas";

// POST /api/import/confirm/: the batch's projects, milestones, their links and the people new to
// the directory, written in one transaction with one activity-log row, or nothing at all. The
// rows are checked again inside it against the lists and people as they are now; any problem
// refuses the whole import. Imports take one advisory lock, so two editors importing the same new
// address at once make one person of it, and of parallel confirmations of one batch the first
// imports and the others find it imported (docs/decisions/037-import-projects.md).

const IMPORT_LOCK = "project-import";
const CONFIRM_TRANSACTION = { maxWait: 30_000, timeout: 120_000 } as const;

type Answer = { message: string; imported: ImportedBatch; projects: number[] };

/** The id of every address on the plan: people already in the directory, and the new ones created now. */
async function peopleFor(tx: Tx, projects: PlannedProject[], now: Date): Promise<{ ids: Map<string, number>; created: number[] }> {
  const wanted = new Map<string, PlannedPerson>();
  for (const p of projects) for (const person of [...p.people, ...p.milestones.flatMap((m) => m.people)]) if (!wanted.has(person.email)) wanted.set(person.email, person);
  const ids = new Map<string, number>();
  if (!wanted.size) return { ids, created: [] };
  // The lowest id of each address, as the people search offers the first match.
  const found = await tx.$queryRaw<{ id: number; email: string }[]>`
    SELECT DISTINCT ON (lower(email)) id, lower(email) AS email FROM person
     WHERE email = ANY(${[...wanted.keys()]}::citext[]) AND erased_at IS NULL
     ORDER BY lower(email), id`;
  for (const row of found) ids.set(row.email, row.id);
  const missing = [...wanted.values()].filter((p) => !ids.has(p.email));
  const made = missing.length
    ? await tx.person.createManyAndReturn({
        data: missing.map((p) => ({ firstName: p.firstName, lastName: p.lastName, email: p.address, createdAt: now, updatedAt: now })),
        select: { id: true, email: true },
      })
    : [];
  for (const row of made) ids.set(row.email.toLowerCase(), row.id);
  return { ids, created: made.map((r) => r.id) };
}

async function writeProjects(tx: Tx, projects: PlannedProject[], people: Map<string, number>, now: Date): Promise<Omit<Created, "people">> {
  const made = await tx.project.createManyAndReturn({
    data: projects.map((p) => ({
      shortDescription: p.shortDescription,
      longDescription: p.longDescription,
      startDate: new Date(`${p.startDate}T00:00:00Z`),
      expectedCompletionDate: p.endDate ? new Date(`${p.endDate}T00:00:00Z`) : null,
      statusId: p.statusId,
      createdAt: now,
      updatedAt: now,
    })),
    select: { id: true, shortDescription: true },
  });
  // One INSERT … RETURNING answers in the order of its rows; checked, since everything below pairs them.
  if (made.length !== projects.length || made.some((m, i) => m.shortDescription !== projects[i].shortDescription)) {
    throw new Error("The created projects came back in another order");
  }
  const projectIds = made.map((m) => m.id);
  const plannedMilestones = projects.flatMap((p, i) => p.milestones.map((m) => ({ ...m, projectId: projectIds[i] })));
  const milestones = plannedMilestones.length
    ? await tx.milestone.createManyAndReturn({
        data: plannedMilestones.map((m) => ({
          projectId: m.projectId,
          description: m.description,
          startDate: new Date(`${m.startDate}T00:00:00Z`),
          endDate: m.endDate ? new Date(`${m.endDate}T00:00:00Z`) : null,
          statusId: m.statusId,
          lookingForId: m.lookingForId,
          createdAt: now,
          updatedAt: now,
        })),
        select: { id: true, description: true },
      })
    : [];
  if (milestones.length !== plannedMilestones.length || milestones.some((m, i) => m.description !== plannedMilestones[i].description)) {
    throw new Error("The created milestones came back in another order");
  }
  const milestoneIds = milestones.map((m) => m.id);
  const person = (p: PlannedPerson) => people.get(p.email)!;
  // The links and their role history, by the one home of role links.
  const projectPeople = projects.flatMap((p, i) => p.people.map((x) => ({ projectId: projectIds[i], personId: person(x), roleId: x.role })));
  const milestonePeople = plannedMilestones.flatMap((m, i) => m.people.map((x) => ({ milestoneId: milestoneIds[i], personId: person(x), roleId: x.role })));
  await tx.projectDomain.createMany({ data: projects.flatMap((p, i) => p.domains.map((domainId) => ({ projectId: projectIds[i], domainId }))) });
  await tx.milestoneDomain.createMany({ data: plannedMilestones.flatMap((m, i) => m.domains.map((domainId) => ({ milestoneId: milestoneIds[i], domainId }))) });
  await linkPeopleOfNewItems(tx, { projects: projectPeople, milestones: milestonePeople });
  return { projects: projectIds, milestones: milestoneIds };
}

export async function confirmImport(session: CurrentSession, id: number): Promise<Answer> {
  requireEditor(session);
  const started = performance.now();
  const answer = await db.$transaction(async (tx) => {
    // First the import lock, then the batch's row: every import takes them in this order.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`;
    const batch = await lockOwnBatch(tx, session, id);
    if (batch.state !== "preview") throw new Conflict(batch.state === "imported" ? M.alreadyImported : M.undone);
    const result = await checkBatch(tx, headersOf(batch), rowsOf(batch), columnsOf(batch));
    if (result.fileProblems.length || result.rows.some((r) => r.problems.length) || !result.projects.length) throw new Conflict(M.hasProblems);
    const now = clock.now();
    const people = await peopleFor(tx, result.projects, now);
    const created = await writeProjects(tx, result.projects, people.ids, now);
    const count = created.projects.length;
    await logActivity(tx, {
      session,
      action: "project.import",
      entityType: "project",
      summary: `Imported ${count} ${count === 1 ? "project" : "projects"} from "${batch.fileName}"`,
      after: { projects: count, milestones: created.milestones.length, new_people: people.created.length, file: batch.fileName },
    });
    const saved = await tx.importBatch.update({
      where: { id: batch.id },
      data: { state: "imported", importedAt: now, projectCount: count, created: { ...created, people: people.created } },
    });
    return { message: M.imported(count), imported: importedOf(saved), projects: created.projects };
  }, CONFIRM_TRANSACTION);
  logEvent("import.confirmed", { batch: id, projects: answer.projects.length, ms: Math.round(performance.now() - started) });
  return answer;
}
