import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { Actor } from "@/lib/activity/actor";
import { REFERENCE_LIST_NAMES, type ReferenceList } from "./schemas";
import { assertDescriptionFree, assertNotFixed, findItem, inUseMessage, lockList } from "./check-description";
import { listReferenceItems, type ReferenceRow } from "./list-reference-items";
import { REFERENCE_TABLES } from "./reference-tables";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

// Rename, retire, bring back and delete. A retired item stays on the projects that use it but
// is no longer offered in the dialogs and search; only an item nothing uses can be deleted.

type Change = { action: string; summary: (item: ReferenceRow) => string; before?: object; after?: object };

async function withItem(
  actor: Actor,
  list: ReferenceList,
  id: number,
  work: (tx: Tx, item: ReferenceRow, items: ReferenceRow[]) => Promise<Change | null>,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockList(tx, list);
    const items = await listReferenceItems(tx, list);
    const item = findItem(items, id);
    const change = await work(tx, item, items);
    if (!change) return;
    const { entityType } = REFERENCE_TABLES[list];
    await logActivity(tx, {
      session: actor,
      action: `${entityType}.${change.action}`,
      entityType,
      entityId: id,
      summary: change.summary(item),
      before: change.before,
      after: change.after,
    });
  }, ADMIN_TRANSACTION);
}

const name = (list: ReferenceList) => REFERENCE_LIST_NAMES[list].item;

export function renameReferenceItem(actor: Actor, list: ReferenceList, id: number, description: string) {
  return withItem(actor, list, id, async (tx, item, items) => {
    if (item.description === description) return null;
    assertDescriptionFree(list, items, description, id);
    const t = REFERENCE_TABLES[list];
    await tx.$executeRaw`UPDATE ${t.table} SET description = ${description} WHERE id = ${id} AND ${t.filter}`;
    return {
      action: "rename",
      summary: (i) => `Renamed ${name(list)} ${i.description} to ${description}`,
      before: { description: item.description },
      after: { description },
    };
  });
}

export function setReferenceItemRetired(actor: Actor, list: ReferenceList, id: number, retired: boolean) {
  return withItem(actor, list, id, async (tx, item) => {
    if (item.retired === retired) return null;
    if (retired) assertNotFixed(list, id);
    const t = REFERENCE_TABLES[list];
    await tx.$executeRaw`UPDATE ${t.table} SET retired = ${retired} WHERE id = ${id} AND ${t.filter}`;
    return {
      action: retired ? "retire" : "unretire",
      summary: (i) => `${retired ? "Retired" : "Brought back"} ${name(list)} ${i.description}`,
      before: { retired: item.retired },
      after: { retired },
    };
  });
}

export function deleteReferenceItem(actor: Actor, list: ReferenceList, id: number) {
  return withItem(actor, list, id, async (tx, listed) => {
    assertNotFixed(list, id);
    const t = REFERENCE_TABLES[list];
    // A project save that starts using the item holds a key-share lock on its row until it
    // commits; locking the row for update waits for such saves, so the uses counted next are
    // all of them and the delete cannot fail on a foreign key.
    await tx.$executeRaw`SELECT id FROM ${t.table} WHERE id = ${id} AND ${t.filter} FOR UPDATE`;
    const item = findItem(await listReferenceItems(tx, list), listed.id);
    const inUse = inUseMessage(list, item);
    if (inUse) throw new Conflict(inUse, { inUse: { projects: item.projects, milestones: item.milestones } });
    await tx.$executeRaw`DELETE FROM ${t.table} WHERE id = ${id} AND ${t.filter}`;
    return {
      action: "delete",
      summary: (i) => `Deleted ${name(list)} ${i.description}`,
      before: { id, description: item.description, retired: item.retired },
    };
  });
}

/** Swaps the item with its neighbour; the list is renumbered in steps of 10 first if needed. */
export function moveReferenceItem(actor: Actor, list: ReferenceList, id: number, direction: "up" | "down") {
  return withItem(actor, list, id, async (tx, item, items) => {
    const index = items.indexOf(item);
    const other = index + (direction === "up" ? -1 : 1);
    if (other < 0 || other >= items.length) return null;
    const order = items.map((i) => i.id);
    [order[index], order[other]] = [order[other], order[index]];
    const t = REFERENCE_TABLES[list];
    for (const [position, itemId] of order.entries()) {
      const sortOrder = (position + 1) * 10;
      if (items.find((i) => i.id === itemId)?.sortOrder !== sortOrder) {
        await tx.$executeRaw`UPDATE ${t.table} SET sort_order = ${sortOrder} WHERE id = ${itemId} AND ${t.filter}`;
      }
    }
    return {
      action: "move",
      summary: (i) => `Moved ${name(list)} ${i.description} ${direction}`,
      before: { position: index + 1 },
      after: { position: other + 1 },
    };
  });
}
