import "server-only";
import { LEVEL } from "@/lib/levels";
import { Prisma } from "@/lib/generated/prisma/client";

// Who reads which rows of the activity log. From level 5 the log is the history of the
// directory's content: projects, milestones and people. Everything else (accounts and their
// levels, organisations and their domains, share links, the reference lists) is administration,
// and tells who holds which rights and who the partners are: level 9 only.

const CONTENT_ENTITY_TYPES = ["project", "milestone", "person"] as const;

/** The rows of `activity_log` (aliased `alias`) a viewer of `level` may read. */
export function visibleEntries(level: number, alias: "a" | "l" = "a"): Prisma.Sql {
  if (level >= LEVEL.admin) return Prisma.sql`TRUE`;
  const column = Prisma.raw(`${alias}.entity_type`);
  return Prisma.sql`${column} IN (${Prisma.join([...CONTENT_ENTITY_TYPES])})`;
}
