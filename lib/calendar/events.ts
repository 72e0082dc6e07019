import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEAD_ROLE } from "@/lib/projects/types";
import { visibleProjects, type ListViewer } from "@/lib/projects/visible-projects";

// What a calendar shows of a milestone, read for the one-milestone file and for a feed by one
// statement with the condition of each: the milestone, its project and both statuses.

export type MilestoneEvent = {
  id: number;
  description: string;
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd, the last day (inclusive), or null when open-ended */
  end: string | null;
  status: string;
  version: number;
  updatedAt: Date;
  projectId: number;
  project: string;
  projectStatus: string;
};

async function readEvents(where: Prisma.Sql): Promise<MilestoneEvent[]> {
  return db.$queryRaw<MilestoneEvent[]>(Prisma.sql`
    SELECT m.id, m.description, to_char(m.start_date, 'YYYY-MM-DD') AS start, to_char(m.end_date, 'YYYY-MM-DD') AS "end",
           ms.description AS status, m.version, m.updated_at AS "updatedAt", p.id AS "projectId",
           p.short_description AS project, ps.description AS "projectStatus"
      FROM milestone m
      JOIN project p ON p.id = m.project_id
      JOIN status ms ON ms.id = m.status_id
      JOIN status ps ON ps.id = p.status_id
     WHERE ${where}
     ORDER BY m.start_date, m.id`);
}

/**
 * One milestone, when the viewer may see its project: the condition of the project lists and the
 * project's own page (lib/projects/visible-projects.ts), so a file never shows more than they do.
 */
export async function visibleMilestoneEvent(viewer: ListViewer, id: number): Promise<MilestoneEvent | null> {
  const [event] = await readEvents(Prisma.sql`m.id = ${id} AND ${visibleProjects(viewer, "all")}`);
  return event ?? null;
}

/**
 * The milestones the people hold a role on and, with `includeLed`, every milestone of the
 * projects they lead. The people are the caller's answer of lib/people/addresses.ts.
 */
export async function milestoneEventsOf(personIds: number[], includeLed: boolean): Promise<MilestoneEvent[]> {
  if (!personIds.length) return [];
  const held = Prisma.sql`m.id IN (SELECT milestone_id FROM milestone_person WHERE person_id = ANY(${personIds}::int[]))`;
  if (!includeLed) return readEvents(held);
  const led = Prisma.sql`m.project_id IN (SELECT project_id FROM project_person WHERE role_id = ${LEAD_ROLE} AND person_id = ANY(${personIds}::int[]))`;
  return readEvents(Prisma.sql`(${held} OR ${led})`);
}
