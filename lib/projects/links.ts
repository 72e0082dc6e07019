import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { touchProject } from "./touch-project";

// Who holds which role on a project or milestone: the one module that writes the people links
// (project_person, milestone_person) and their role history (docs/product.md#my-contributions).
// Saves, accepted requests, imports, erasure and merges all come here, so each change of a role
// writes the same things: the link, the history row of the role that ends (closed) and of the
// one that starts (open, from now), and, outside a save (which writes its own row), a new
// version of the item and the project's change mark. tests/projects/links-writers.test.ts
// refuses any other file that writes those tables.

export type LinkOwner = "project" | "milestone";
export type PersonRole = { id: number; role: number };
export type PeopleTarget = { kind: "project"; id: number } | { kind: "milestone"; id: number; projectId: number };

type Tables = { people: string; history: string; key: string };

// Fixed table and column names only; never built from input.
const TABLES: Record<LinkOwner, Tables> = {
  project: { people: "project_person", history: "project_role_history", key: "project_id" },
  milestone: { people: "milestone_person", history: "milestone_role_history", key: "milestone_id" },
};

/**
 * The parts of one statement (data-modifying CTEs) that set the people of `owner` `id` to
 * `people`, touching only what differs: links gone are deleted, new ones inserted, a changed role
 * updated. The history: a role that ends has its open row closed, or gets a row without a start
 * when it was held before history was kept; a role that starts gets an open row, `joined` when
 * the person is in `joined` (they joined today: an accepted request). Every CTE reads one snapshot
 * taken before any of them writes, so `held` is the links as they were. Callers hold the
 * project's write lock, so no other change of the item runs in between.
 */
export function peopleChanges(owner: LinkOwner, id: number, people: PersonRole[], joined: number[] = []): Prisma.Sql[] {
  const t = TABLES[owner];
  const [table, history, key] = [Prisma.raw(t.people), Prisma.raw(t.history), Prisma.raw(t.key)];
  const personIds = people.map((p) => p.id);
  const roleIds = people.map((p) => p.role);
  const now = clock.now();
  return [
    Prisma.sql`people_gone AS (DELETE FROM ${table} WHERE ${key} = ${id} AND person_id <> ALL(${personIds}::int[]))`,
    // One row per person (the payload schema refuses duplicates), so ON CONFLICT meets each once.
    Prisma.sql`people_new AS (INSERT INTO ${table} AS l (${key}, person_id, role_id)
                              SELECT ${id}, x.person_id, x.role_id
                                FROM unnest(${personIds}::int[], ${roleIds}::int[]) AS x(person_id, role_id)
                              ON CONFLICT (${key}, person_id) DO UPDATE SET role_id = EXCLUDED.role_id
                              WHERE l.role_id <> EXCLUDED.role_id)`,
    Prisma.sql`held AS (SELECT person_id, role_id FROM ${table} WHERE ${key} = ${id})`,
    Prisma.sql`wanted AS (SELECT * FROM unnest(${personIds}::int[], ${roleIds}::int[]) AS w(person_id, role_id))`,
    Prisma.sql`ended AS (SELECT person_id, role_id FROM held EXCEPT SELECT person_id, role_id FROM wanted)`,
    Prisma.sql`started AS (SELECT person_id, role_id FROM wanted EXCEPT SELECT person_id, role_id FROM held)`,
    Prisma.sql`history_closed AS (UPDATE ${history} AS h SET removed_at = ${now}
                                    FROM ended AS e
                                   WHERE h.${key} = ${id} AND h.person_id = e.person_id AND h.role_id = e.role_id
                                     AND h.removed_at IS NULL)`,
    Prisma.sql`history_before AS (INSERT INTO ${history} (${key}, person_id, role_id, added_at, removed_at)
                                  SELECT ${id}, e.person_id, e.role_id, NULL, ${now} FROM ended AS e
                                   WHERE NOT EXISTS (SELECT 1 FROM ${history} AS h
                                                      WHERE h.${key} = ${id} AND h.person_id = e.person_id
                                                        AND h.role_id = e.role_id AND h.removed_at IS NULL))`,
    Prisma.sql`history_opened AS (INSERT INTO ${history} (${key}, person_id, role_id, added_at, joined)
                                  SELECT ${id}, s.person_id, s.role_id, ${now}, s.person_id = ANY(${joined}::int[]) FROM started AS s)`,
  ];
}

/** Runs CTE parts as one statement (data-modifying CTEs all run, referenced or not). */
export async function runChanges(tx: Tx, parts: Prisma.Sql[]): Promise<void> {
  if (parts.length) await tx.$executeRaw`WITH ${Prisma.join(parts, ", ")} SELECT 1`;
}

/** A new version of the item (an editor's form open on the old one must not save the old people back) and the project's change mark. */
async function markChanged(tx: Tx, target: PeopleTarget): Promise<void> {
  const now = clock.now();
  if (target.kind === "project") {
    await tx.$executeRaw`UPDATE project SET version = version + 1, updated_at = ${now} WHERE id = ${target.id}`;
    return;
  }
  await tx.$executeRaw`UPDATE milestone SET version = version + 1, updated_at = ${now} WHERE id = ${target.id}`;
  await touchProject(tx, target.projectId);
}

async function currentPeople(tx: Tx, target: PeopleTarget): Promise<PersonRole[]> {
  const rows =
    target.kind === "project"
      ? await tx.projectPerson.findMany({ where: { projectId: target.id }, select: { personId: true, roleId: true }, orderBy: { personId: "asc" } })
      : await tx.milestonePerson.findMany({ where: { milestoneId: target.id }, select: { personId: true, roleId: true }, orderBy: { personId: "asc" } });
  return rows.map((r) => ({ id: r.personId, role: r.roleId }));
}

/** Gives a person a role on the item (adding them, or changing the role they hold), outside a save. */
export async function givePersonRole(tx: Tx, target: PeopleTarget, personId: number, roleId: number, options: { joined?: boolean } = {}): Promise<void> {
  const people = (await currentPeople(tx, target)).filter((p) => p.id !== personId);
  await runChanges(tx, peopleChanges(target.kind, target.id, [...people, { id: personId, role: roleId }], options.joined ? [personId] : []));
  await markChanged(tx, target);
}

/** Takes a person off the item, outside a save. */
export async function takePersonOff(tx: Tx, target: PeopleTarget, personId: number): Promise<void> {
  const people = await currentPeople(tx, target);
  if (!people.some((p) => p.id === personId)) return;
  await runChanges(tx, peopleChanges(target.kind, target.id, people.filter((p) => p.id !== personId)));
  await markChanged(tx, target);
}

type NewLinks = {
  projects: { projectId: number; personId: number; roleId: number }[];
  milestones: { milestoneId: number; personId: number; roleId: number }[];
};

/** The people of projects and milestones just created (an import): each link with its open history row from now. */
export async function linkPeopleOfNewItems(tx: Tx, links: NewLinks): Promise<void> {
  const addedAt = clock.now();
  await tx.projectPerson.createMany({ data: links.projects });
  await tx.projectRoleHistory.createMany({ data: links.projects.map((l) => ({ ...l, addedAt })) });
  await tx.milestonePerson.createMany({ data: links.milestones });
  await tx.milestoneRoleHistory.createMany({ data: links.milestones.map((l) => ({ ...l, addedAt })) });
}

type Held = { item: number; roleId: number };

async function heldBy(tx: Tx, owner: LinkOwner, personId: number): Promise<Held[]> {
  return owner === "project"
    ? (await tx.projectPerson.findMany({ where: { personId }, select: { projectId: true, roleId: true } })).map((r) => ({ item: r.projectId, roleId: r.roleId }))
    : (await tx.milestonePerson.findMany({ where: { personId }, select: { milestoneId: true, roleId: true } })).map((r) => ({ item: r.milestoneId, roleId: r.roleId }));
}

/**
 * A merge: every link and history row of the duplicate becomes the kept person's. Where both
 * held a role on one item, the lower role id wins (1 = Lead outranks the rest), the kept person's
 * history row goes on (raised to that role), and the duplicate's open row is dropped: it was the
 * same involvement, not one that ended. Each item they were on gets a new version; none is
 * marked changed, since who took part did not change.
 */
export async function movePersonLinks(tx: Tx, keepId: number, removeId: number): Promise<void> {
  for (const owner of ["project", "milestone"] as const) {
    const t = TABLES[owner];
    const [table, history, key] = [Prisma.raw(t.people), Prisma.raw(t.history), Prisma.raw(t.key)];
    const [kept, moved] = [await heldBy(tx, owner, keepId), await heldBy(tx, owner, removeId)];
    const keptRole = new Map(kept.map((h) => [h.item, h.roleId]));
    const overlaps = moved.filter((h) => keptRole.has(h.item));
    const raised = overlaps.filter((h) => h.roleId < keptRole.get(h.item)!);
    for (const { item, roleId } of raised) {
      await tx.$executeRaw`UPDATE ${table} SET role_id = ${roleId} WHERE ${key} = ${item} AND person_id = ${keepId}`;
      await tx.$executeRaw`UPDATE ${history} SET role_id = ${roleId} WHERE ${key} = ${item} AND person_id = ${keepId} AND removed_at IS NULL`;
    }
    const overlapIds = overlaps.map((h) => h.item);
    await tx.$executeRaw`DELETE FROM ${table} WHERE person_id = ${removeId} AND ${key} = ANY(${overlapIds}::int[])`;
    await tx.$executeRaw`DELETE FROM ${history} WHERE person_id = ${removeId} AND removed_at IS NULL AND ${key} = ANY(${overlapIds}::int[])`;
    await tx.$executeRaw`UPDATE ${table} SET person_id = ${keepId} WHERE person_id = ${removeId}`;
    await tx.$executeRaw`UPDATE ${history} SET person_id = ${keepId} WHERE person_id = ${removeId}`;
    const items = moved.map((h) => h.item);
    await tx.$executeRaw`UPDATE ${Prisma.raw(owner)} SET version = version + 1 WHERE id = ANY(${items}::int[])`;
  }
}
