import "server-only";
import { db } from "@/lib/db";
import type { ActivityFilterOptions, FilterOption } from "./types";

// The choices of the project and person filters of /messages/: every project and person the log
// mentions (deleted projects under their last logged name), plus the people behind the accounts
// that made changes, sorted by name.

export async function listActivityFilters(): Promise<ActivityFilterOptions> {
  const [projects, people] = await Promise.all([
    db.$queryRaw<FilterOption[]>`
      SELECT x.id, coalesce(p.short_description, (
               SELECT coalesce(l.after ->> 'short_description', l.before ->> 'short_description')
                 FROM activity_log l
                WHERE l.project_id = x.id AND l.entity_type = 'project'
                ORDER BY l.at DESC, l.id DESC LIMIT 1), 'Project ' || x.id) AS name
        FROM (SELECT DISTINCT project_id AS id FROM activity_log WHERE project_id IS NOT NULL) x
        LEFT JOIN project p ON p.id = x.id
       ORDER BY 2, 1`,
    db.$queryRaw<FilterOption[]>`
      SELECT pe.id, pe.first_name || ' ' || pe.last_name AS name
        FROM person pe
       WHERE pe.id IN (SELECT person_id FROM activity_log WHERE person_id IS NOT NULL)
          OR EXISTS (SELECT 1 FROM account ac JOIN activity_log a ON a.account_id = ac.id
                      WHERE ac.person_id = pe.id OR ac.email = pe.email)
       ORDER BY pe.last_name, pe.first_name, pe.id`,
  ]);
  return { projects, people };
}
