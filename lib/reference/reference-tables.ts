import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReferenceList } from "./schemas";

// Where each reference list lives and what uses it. Table names are constants from this file,
// never from a request, so building SQL with Prisma.raw from them is safe.

export type ReferenceTable = {
  table: Prisma.Sql;
  /** Rows of this list within the table (the two domain lists share one table). */
  filter: Prisma.Sql;
  /** How many projects and milestones use item `t`. */
  projects: Prisma.Sql;
  milestones: Prisma.Sql;
  entityType: string;
  /** Ids with a meaning in the code (role 1 = Lead): neither retired nor deleted. */
  fixedIds: number[];
};

const none = Prisma.sql`0`;

function domainTable(taxonomy: "eml" | "rcoa"): ReferenceTable {
  return {
    table: Prisma.raw("domain"),
    filter: Prisma.raw(`taxonomy = '${taxonomy}'`),
    projects: Prisma.sql`(SELECT count(*) FROM project_domain u WHERE u.domain_id = t.id)`,
    milestones: Prisma.sql`(SELECT count(*) FROM milestone_domain u WHERE u.domain_id = t.id)`,
    entityType: "domain",
    fixedIds: [],
  };
}

export const REFERENCE_TABLES: Record<ReferenceList, ReferenceTable> = {
  eml: domainTable("eml"),
  rcoa: domainTable("rcoa"),
  status: {
    table: Prisma.raw("status"),
    filter: Prisma.sql`TRUE`,
    projects: Prisma.sql`(SELECT count(*) FROM project u WHERE u.status_id = t.id)`,
    milestones: Prisma.sql`(SELECT count(*) FROM milestone u WHERE u.status_id = t.id)`,
    entityType: "status",
    fixedIds: [],
  },
  lookingFor: {
    table: Prisma.raw("looking_for"),
    filter: Prisma.sql`TRUE`,
    projects: none,
    milestones: Prisma.sql`(SELECT count(*) FROM milestone u WHERE u.looking_for_id = t.id)`,
    entityType: "looking_for",
    fixedIds: [],
  },
  projectRole: {
    table: Prisma.raw("project_role"),
    filter: Prisma.sql`TRUE`,
    projects: Prisma.sql`(SELECT count(DISTINCT u.project_id) FROM project_person u WHERE u.role_id = t.id)`,
    milestones: none,
    entityType: "project_role",
    fixedIds: [1],
  },
  milestoneRole: {
    table: Prisma.raw("milestone_role"),
    filter: Prisma.sql`TRUE`,
    projects: none,
    milestones: Prisma.sql`(SELECT count(DISTINCT u.milestone_id) FROM milestone_person u WHERE u.role_id = t.id)`,
    entityType: "milestone_role",
    fixedIds: [1],
  },
};
