import "server-only";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { REFERENCE_LISTS, type AdminReferenceItem, type AdminReferenceLists, type ReferenceList } from "./schemas";
import { REFERENCE_TABLES } from "./reference-tables";

type Row = { id: number; description: string; retired: boolean; sort_order: number; projects: number; milestones: number };
export type ReferenceRow = AdminReferenceItem & { sortOrder: number };

type Raw = Pick<Tx, "$queryRaw">;

/** One list in the order the dialogs show it, retired items included, with their use. */
export async function listReferenceItems(tx: Raw, list: ReferenceList): Promise<ReferenceRow[]> {
  const t = REFERENCE_TABLES[list];
  const rows = await tx.$queryRaw<Row[]>`
    SELECT t.id, t.description, t.retired, t.sort_order,
           ${t.projects}::int AS projects, ${t.milestones}::int AS milestones
      FROM ${t.table} t
     WHERE ${t.filter}
     ORDER BY t.sort_order, ${list === "eml" || list === "rcoa" ? Prisma.sql`t.description` : Prisma.sql`t.id`}`;
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    retired: r.retired,
    sortOrder: r.sort_order,
    projects: r.projects,
    milestones: r.milestones,
  }));
}

export async function listAllReferenceItems(): Promise<AdminReferenceLists> {
  const entries = await Promise.all(
    REFERENCE_LISTS.map(async (list) => {
      const rows = await listReferenceItems(db, list);
      const items: AdminReferenceItem[] = rows.map((r) => ({
        id: r.id,
        description: r.description,
        retired: r.retired,
        projects: r.projects,
        milestones: r.milestones,
      }));
      return [list, items] as const;
    }),
  );
  return Object.fromEntries(entries) as AdminReferenceLists;
}
