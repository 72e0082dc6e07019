import type { Prisma } from "@/lib/generated/prisma/client";
import {
  EML_DOMAINS,
  LOOKING_FOR,
  MILESTONE_ROLES,
  PROJECT_ROLES,
  RCOA_DOMAINS,
  STATUSES,
} from "./reference-data";

type Tx = Prisma.TransactionClient;

// sortOrder follows list order, in steps of 10 so admins can slot entries in between.
function ordered<T extends object>(rows: T[]): (T & { sortOrder: number })[] {
  return rows.map((row, i) => ({ ...row, sortOrder: (i + 1) * 10 }));
}

// Domain ids run on from RCoA (1-14) into EML (15-24); sortOrder is per taxonomy.
function domainRows(taxonomy: "eml" | "rcoa", descriptions: string[], firstId: number) {
  return ordered(descriptions.map((description, i) => ({ id: firstId + i, taxonomy, description })));
}

/**
 * Fills each reference list that is empty, and only those: a list with any row belongs to the
 * administrators, so an item they deleted or renamed is never put back (the start runs this on
 * every start). Two instances starting at once both may see an empty list; the fixed ids and
 * skipDuplicates make the second insert a no-op.
 */
export async function insertReferenceLists(tx: Tx): Promise<void> {
  if ((await tx.status.count()) === 0) {
    await tx.status.createMany({ data: ordered(STATUSES), skipDuplicates: true });
  }
  if ((await tx.lookingFor.count()) === 0) {
    await tx.lookingFor.createMany({ data: ordered(LOOKING_FOR), skipDuplicates: true });
  }
  if ((await tx.projectRole.count()) === 0) {
    await tx.projectRole.createMany({ data: ordered(PROJECT_ROLES), skipDuplicates: true });
  }
  if ((await tx.milestoneRole.count()) === 0) {
    await tx.milestoneRole.createMany({ data: ordered(MILESTONE_ROLES), skipDuplicates: true });
  }
  // The two domain taxonomies are two lists on the admin screen.
  if ((await tx.domain.count({ where: { taxonomy: "rcoa" } })) === 0) {
    await tx.domain.createMany({ data: domainRows("rcoa", RCOA_DOMAINS, 1), skipDuplicates: true });
  }
  if ((await tx.domain.count({ where: { taxonomy: "eml" } })) === 0) {
    await tx.domain.createMany({ data: domainRows("eml", EML_DOMAINS, RCOA_DOMAINS.length + 1), skipDuplicates: true });
  }
  await fixSequences(tx);
}

// Rows inserted with explicit ids leave the serial sequences behind; move each past the highest
// id so the next row an admin adds does not collide.
async function fixSequences(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT setval(pg_get_serial_sequence('project_role', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM project_role`;
  await tx.$executeRaw`SELECT setval(pg_get_serial_sequence('milestone_role', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM milestone_role`;
  await tx.$executeRaw`SELECT setval(pg_get_serial_sequence('domain', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM domain`;
}
