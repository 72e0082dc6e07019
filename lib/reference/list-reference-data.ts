import "server-only";
import { db } from "@/lib/db";
import type { DomainItem, ListItem } from "@/lib/projects/types";
import type { ReferenceListsAnswer } from "./schemas";

// The reference lists the dialogs offer: retired entries left out, in the admins' order.

const active = { where: { retired: false }, orderBy: [{ sortOrder: "asc" as const }, { id: "asc" as const }] };
const pick = { select: { id: true, description: true } };

export function listDomains(taxonomy: "eml" | "rcoa"): Promise<DomainItem[]> {
  return db.domain.findMany({
    where: { taxonomy, retired: false },
    orderBy: [{ sortOrder: "asc" }, { description: "asc" }],
    ...pick,
  });
}

export function listProjectRoles(): Promise<ListItem[]> {
  return db.projectRole.findMany({ ...active, ...pick });
}

export function listMilestoneRoles(): Promise<ListItem[]> {
  return db.milestoneRole.findMany({ ...active, ...pick });
}

/** Everything the project and milestone dialogs need, for `get_status`. */
export async function listReferenceData(): Promise<ReferenceListsAnswer> {
  const [eml, rcoa, statuses, lookingFor] = await Promise.all([
    listDomains("eml"),
    listDomains("rcoa"),
    db.status.findMany({ ...active, ...pick }),
    db.lookingFor.findMany({ ...active, ...pick }),
  ]);
  // Projects and milestones share one status list (docs/product.md#readings).
  return { eml, rcoa, project: statuses, milestone: statuses, milestoneLookingFor: lookingFor };
}
