import "server-only";
import type { FieldErrors } from "@/lib/errors";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { PROJECT_MESSAGES as M } from "./schemas";

// Ids in a save that must name existing rows. Each unknown id answers 422 under its field,
// never a foreign-key 500. All of them are checked in one query.

export type References = {
  status: number;
  lookingFor?: number;
  domains?: { eml: number[]; rcoa: number[] };
  people?: { id: number; role: number }[];
  roles: "project" | "milestone";
};

type Found = { status: boolean; looking_for: boolean; domains: boolean; people: boolean };

// Fixed table names only; never built from input.
const ROLE_TABLE = { project: Prisma.raw("project_role"), milestone: Prisma.raw("milestone_role") };

/** Every distinct id of the list names a row of `table` (with `extra` conditions). */
function allExist(table: Prisma.Sql, ids: number[], extra: Prisma.Sql = Prisma.empty): Prisma.Sql {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return Prisma.sql`TRUE`;
  return Prisma.sql`(SELECT count(*) FROM ${table} t WHERE t.id = ANY(${distinct}::int[]) ${extra}) = ${distinct.length}`;
}

export async function checkReferences(tx: SqlReader, refs: References): Promise<FieldErrors> {
  const domains = refs.domains ?? { eml: [], rcoa: [] };
  const people = refs.people ?? [];
  const [found] = await tx.$queryRaw<Found[]>(Prisma.sql`
    SELECT EXISTS (SELECT 1 FROM status WHERE id = ${refs.status}) AS status,
           ${refs.lookingFor === undefined ? Prisma.sql`TRUE` : Prisma.sql`EXISTS (SELECT 1 FROM looking_for WHERE id = ${refs.lookingFor})`} AS looking_for,
           ${allExist(Prisma.raw("domain"), domains.eml, Prisma.sql`AND t.taxonomy = 'eml'`)}
             AND ${allExist(Prisma.raw("domain"), domains.rcoa, Prisma.sql`AND t.taxonomy = 'rcoa'`)} AS domains,
           ${allExist(Prisma.raw("person"), people.map((p) => p.id))}
             AND ${allExist(ROLE_TABLE[refs.roles], people.map((p) => p.role))} AS people`);
  const errors: FieldErrors = {};
  if (!found.status) errors.status = [M.statusUnknown];
  if (!found.looking_for) errors.looking_for = [M.lookingForUnknown];
  if (!found.domains) errors.domains = [M.domainsInvalid];
  if (!found.people) errors.people = [M.peopleUnknown];
  return errors;
}
