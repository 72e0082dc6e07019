import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isEditor } from "@/lib/projects/edit-rules";
import { LEAD_ROLE } from "@/lib/projects/types";
import { CLOSED_STATUSES } from "./review-rules";

// "No active lead" (docs/product.md#review-reminders): an open project none of whose leads has an
// account that is not disabled — every lead's account disabled or gone, or no lead at all.
// Shown to editors (level 6+) only; the server decides, the screens only show what it sends.

const noActiveLead = Prisma.sql`p.status_id <> ALL(${[...CLOSED_STATUSES]}::int[])
  AND NOT EXISTS (SELECT 1 FROM project_person pp JOIN account a ON a.person_id = pp.person_id
                   WHERE pp.project_id = p.id AND pp.role_id = ${LEAD_ROLE} AND NOT a.disabled)`;

/** The open projects without an active lead, for an editor; nothing for anyone else. */
export async function projectsWithoutActiveLead(session: CurrentSession, client: SqlReader = db): Promise<{ id: number; short_description: string }[]> {
  if (!isEditor(session)) return [];
  return client.$queryRaw<{ id: number; short_description: string }[]>(Prisma.sql`
    SELECT p.id, p.short_description FROM project p WHERE ${noActiveLead} ORDER BY p.short_description, p.id LIMIT 500`);
}

/** Whether to flag this project "No active lead" to this viewer (editors only). */
export async function flagNoActiveLead(session: CurrentSession, projectId: number): Promise<boolean> {
  if (!isEditor(session)) return false;
  const rows = await db.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT p.id FROM project p WHERE p.id = ${projectId} AND ${noActiveLead}`);
  return rows.length === 1;
}
