import "server-only";
import { db } from "@/lib/db";
import { activityCondition } from "./activity-condition";
import { describeChanges } from "./describe-changes";
import { loadActivityNames } from "./load-activity-names";
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityPage, type ActivityQuery } from "./schemas";

// One page of the activity log, newest first, with each row's changes described field by field.

type Row = {
  id: string;
  at: Date;
  actor_name: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  project_id: number | null;
  project_name: string | null;
  project_exists: boolean;
  person_id: number | null;
  person_name: string | null;
  summary: string;
  before: unknown;
  after: unknown;
};

export async function listActivity(query: ActivityQuery, viewerLevel: number): Promise<ActivityPage> {
  const where = activityCondition(query, viewerLevel);
  const offset = (query.page - 1) * ACTIVITY_PAGE_SIZE;
  const [rows, counted, names] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT a.id::text AS id, a.at, a.actor_name, a.action, a.entity_type, a.entity_id,
             a.project_id, a.person_id, a.summary, a.before, a.after,
             p.id IS NOT NULL AS project_exists,
             -- a deleted project keeps the name its last log row recorded
             coalesce(p.short_description, (
               SELECT coalesce(l.after ->> 'short_description', l.before ->> 'short_description')
                 FROM activity_log l
                WHERE l.project_id = a.project_id AND l.entity_type = 'project'
                ORDER BY l.at DESC, l.id DESC LIMIT 1)) AS project_name,
             CASE WHEN pe.id IS NULL THEN NULL ELSE pe.first_name || ' ' || pe.last_name END AS person_name
        FROM activity_log a
        LEFT JOIN project p ON p.id = a.project_id
        LEFT JOIN person pe ON pe.id = a.person_id
       WHERE ${where}
       ORDER BY a.at DESC, a.id DESC
       LIMIT ${ACTIVITY_PAGE_SIZE} OFFSET ${offset}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM activity_log a WHERE ${where}`,
    loadActivityNames(),
  ]);
  const total = counted[0]?.total ?? 0;
  const entries: ActivityEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_name,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    projectId: row.project_id,
    projectName: row.project_name ?? (row.project_id ? `Project ${row.project_id}` : null),
    projectExists: row.project_exists,
    personId: row.person_id,
    personName: row.person_name,
    summary: row.summary,
    changes: describeChanges(row.before, row.after, row.entity_type, names),
  }));
  return {
    entries,
    page: query.page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)),
  };
}
