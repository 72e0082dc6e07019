import "server-only";
import type { FieldErrors } from "@/lib/errors";
import type { Tx } from "@/lib/db";
import { PROJECT_MESSAGES as M } from "./schemas";

// Ids in a save that must name existing rows. Each unknown id answers 422 under its field,
// never a foreign-key 500.

export type References = {
  status: number;
  lookingFor?: number;
  domains?: { eml: number[]; rcoa: number[] };
  people?: { id: number; role: number }[];
  roles: "project" | "milestone";
};

const unique = (ids: number[]) => [...new Set(ids)];

export async function checkReferences(tx: Tx, refs: References): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!(await tx.status.findUnique({ where: { id: refs.status }, select: { id: true } }))) {
    errors.status = [M.statusUnknown];
  }
  if (refs.lookingFor !== undefined) {
    const found = await tx.lookingFor.findUnique({ where: { id: refs.lookingFor }, select: { id: true } });
    if (!found) errors.looking_for = [M.lookingForUnknown];
  }
  if (refs.domains && !(await domainsExist(tx, refs.domains))) errors.domains = [M.domainsInvalid];
  if (refs.people?.length && !(await peopleExist(tx, refs.people, refs.roles))) {
    errors.people = [M.peopleUnknown];
  }
  return errors;
}

async function domainsExist(tx: Tx, domains: { eml: number[]; rcoa: number[] }): Promise<boolean> {
  for (const taxonomy of ["eml", "rcoa"] as const) {
    const ids = unique(domains[taxonomy]);
    if (!ids.length) continue;
    const count = await tx.domain.count({ where: { id: { in: ids }, taxonomy } });
    if (count !== ids.length) return false;
  }
  return true;
}

async function peopleExist(
  tx: Tx,
  people: { id: number; role: number }[],
  roles: "project" | "milestone",
): Promise<boolean> {
  const personIds = unique(people.map((p) => p.id));
  const roleIds = unique(people.map((p) => p.role));
  const persons = await tx.person.count({ where: { id: { in: personIds } } });
  const where = { where: { id: { in: roleIds } } };
  const found = roles === "project" ? await tx.projectRole.count(where) : await tx.milestoneRole.count(where);
  return persons === personIds.length && found === roleIds.length;
}
