import "server-only";
import type { Tx } from "@/lib/db";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { REFERENCE_MESSAGES as M } from "./messages";
import { REFERENCE_LIST_NAMES, type ReferenceList } from "./schemas";
import type { ReferenceRow } from "./list-reference-items";
import { REFERENCE_TABLES } from "./reference-tables";

/** Changes to one list queue up, so ids, order and the duplicate check stay consistent. */
export async function lockList(tx: Pick<Tx, "$executeRaw">, list: ReferenceList): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`reference:${list}`}))`;
}

/** Descriptions are unique within a list, ignoring case, or the dialogs would offer twins. */
export function assertDescriptionFree(list: ReferenceList, items: ReferenceRow[], description: string, exceptId?: number) {
  const max = REFERENCE_LIST_NAMES[list].max;
  if (description.length > max) throw new Invalid({ description: [M.itemTooLong(max)] });
  const lower = description.toLowerCase();
  if (items.some((i) => i.id !== exceptId && i.description.toLowerCase() === lower)) {
    throw new Invalid({ description: [M.itemTaken] });
  }
}

export function findItem(items: ReferenceRow[], id: number): ReferenceRow {
  const item = items.find((i) => i.id === id);
  if (!item) throw new NotFound(M.itemMissing);
  return item;
}

export function assertNotFixed(list: ReferenceList, id: number): void {
  if (REFERENCE_TABLES[list].fixedIds.includes(id)) throw new Conflict(M.leadRoleFixed);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "This status is used by 3 projects and 1 milestone; retire it instead." */
export function inUseMessage(list: ReferenceList, item: ReferenceRow): string | null {
  const uses = [
    ...(item.projects ? [plural(item.projects, "project")] : []),
    ...(item.milestones ? [plural(item.milestones, "milestone")] : []),
  ];
  if (!uses.length) return null;
  return `This ${REFERENCE_LIST_NAMES[list].item} is used by ${uses.join(" and ")}; retire it instead.`;
}
