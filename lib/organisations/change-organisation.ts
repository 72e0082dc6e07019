import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { db, type Tx } from "@/lib/db";
import { Invalid, NotFound } from "@/lib/errors";
import type { Actor } from "@/lib/activity/actor";
import { ORGANISATION_MESSAGES as M } from "./messages";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

// Adding, renaming and deleting organisations. Names are unique ignoring case, so two
// spellings of one partner cannot both appear in the partner lists.

export async function loadOrganisation(tx: Tx, id: number) {
  await tx.$executeRaw`SELECT id FROM organisation WHERE id = ${id} FOR UPDATE`;
  const organisation = await tx.organisation.findUnique({
    where: { id },
    select: { id: true, name: true, domains: { select: { domain: true }, orderBy: { domain: "asc" } } },
  });
  if (!organisation) throw new NotFound(M.organisationMissing);
  return { id: organisation.id, name: organisation.name, domains: organisation.domains.map((d) => d.domain) };
}

async function assertNameFree(tx: Tx, name: string, exceptId?: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('organisation:name'))`;
  const taken = await tx.organisation.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new Invalid({ name: [M.organisationNameTaken] });
}

export async function createOrganisation(actor: Actor, name: string): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    await assertNameFree(tx, name);
    const created = await tx.organisation.create({ data: { name }, select: { id: true, name: true } });
    await logActivity(tx, {
      session: actor,
      action: "organisation.create",
      entityType: "organisation",
      entityId: created.id,
      summary: `Added organisation ${name}`,
      after: created,
    });
    return { id: created.id };
  }, ADMIN_TRANSACTION);
}

export async function renameOrganisation(actor: Actor, id: number, name: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await loadOrganisation(tx, id);
    if (before.name === name) return;
    await assertNameFree(tx, name, id);
    await tx.organisation.update({ where: { id }, data: { name } });
    await logActivity(tx, {
      session: actor,
      action: "organisation.rename",
      entityType: "organisation",
      entityId: id,
      summary: `Renamed organisation ${before.name} to ${name}`,
      before: { name: before.name },
      after: { name },
    });
  }, ADMIN_TRANSACTION);
}

/** Deletes the organisation, its domains, its share links and its visitors' sessions. */
export async function deleteOrganisation(actor: Actor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await loadOrganisation(tx, id);
    await tx.organisation.delete({ where: { id } });
    await logActivity(tx, {
      session: actor,
      action: "organisation.delete",
      entityType: "organisation",
      entityId: id,
      summary: `Deleted organisation ${before.name}`,
      before,
    });
  }, ADMIN_TRANSACTION);
}
