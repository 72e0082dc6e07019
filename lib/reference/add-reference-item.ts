import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { db, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/activity/actor";
import { REFERENCE_LIST_NAMES, type ReferenceList } from "./schemas";
import { assertDescriptionFree, lockList } from "./check-description";
import { listReferenceItems } from "./list-reference-items";
import { REFERENCE_TABLES } from "./reference-tables";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

// Statuses and looking-for options have ids with meaning (999 Completed, 99 Fully subscribed),
// so new ones get the next free id below those; roles and domains use their sequences.

async function nextId(tx: Tx, list: "status" | "lookingFor"): Promise<number> {
  const [reserved, ids] =
    list === "status"
      ? [998, await tx.status.findMany({ select: { id: true } })]
      : [99, await tx.lookingFor.findMany({ select: { id: true } })];
  const all = ids.map((r) => r.id);
  const below = Math.max(0, ...all.filter((id) => id < reserved));
  const candidate = list === "lookingFor" ? Math.floor(below / 10) * 10 + 10 : below + 1;
  return candidate < reserved ? candidate : Math.max(0, ...all) + 1;
}

async function insert(tx: Tx, list: ReferenceList, description: string, sortOrder: number): Promise<number> {
  const select = { id: true } as const;
  switch (list) {
    case "eml":
    case "rcoa":
      return (await tx.domain.create({ data: { taxonomy: list, description, sortOrder }, select })).id;
    case "status":
      return (await tx.status.create({ data: { id: await nextId(tx, list), description, sortOrder }, select })).id;
    case "lookingFor":
      return (await tx.lookingFor.create({ data: { id: await nextId(tx, list), description, sortOrder }, select })).id;
    case "projectRole":
      return (await tx.projectRole.create({ data: { description, sortOrder }, select })).id;
    case "milestoneRole":
      return (await tx.milestoneRole.create({ data: { description, sortOrder }, select })).id;
  }
}

/** Adds an item at the end of its list. */
export async function addReferenceItem(actor: Actor, list: ReferenceList, description: string): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    await lockList(tx, list);
    const items = await listReferenceItems(tx, list);
    assertDescriptionFree(list, items, description);
    const sortOrder = Math.max(0, ...items.map((i) => i.sortOrder)) + 10;
    const id = await insert(tx, list, description, sortOrder);
    await logActivity(tx, {
      session: actor,
      action: `${REFERENCE_TABLES[list].entityType}.create`,
      entityType: REFERENCE_TABLES[list].entityType,
      entityId: id,
      summary: `Added ${REFERENCE_LIST_NAMES[list].item} ${description}`,
      after: { id, description },
    });
    return { id };
  }, ADMIN_TRANSACTION);
}
