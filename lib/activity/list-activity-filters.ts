import "server-only";
import { db } from "@/lib/db";
import { accountIsPersons } from "@/lib/people/addresses";
import type { ActivityFilterOptions, FilterOption } from "./schemas";
import { visibleEntries } from "./visible-entries";

// The choices of the project and person filters of /messages/: every project and person the
// entries a viewer may read mention (deleted projects under their last logged name), plus the
// people behind the accounts that made those changes, sorted by name. Built from the same rows
// the log shows the viewer, so a filter never names someone known only from admin entries.

export async function listActivityFilters(viewerLevel: number): Promise<ActivityFilterOptions> {
  const visible = visibleEntries(viewerLevel);
  const [projects, people] = await Promise.all([
    db.$queryRaw<FilterOption[]>`
      SELECT x.id, coalesce(p.short_description, (
               SELECT coalesce(l.after ->> 'short_description', l.before ->> 'short_description')
                 FROM activity_log l
                WHERE l.project_id = x.id AND l.entity_type = 'project'
                ORDER BY l.at DESC, l.id DESC LIMIT 1), 'Project ' || x.id) AS name
        FROM (SELECT DISTINCT a.project_id AS id FROM activity_log a WHERE a.project_id IS NOT NULL AND ${visible}) x
        LEFT JOIN project p ON p.id = x.id
       ORDER BY 2, 1`,
    db.$queryRaw<FilterOption[]>`
      SELECT pe.id, pe.first_name || ' ' || pe.last_name AS name
        FROM person pe
       WHERE pe.id IN (SELECT a.person_id FROM activity_log a WHERE a.person_id IS NOT NULL AND ${visible})
          OR EXISTS (SELECT 1 FROM account ac JOIN activity_log a ON a.account_id = ac.id
                      WHERE ${accountIsPersons("ac", "pe")} AND ${visible})
       ORDER BY pe.last_name, pe.first_name, pe.id`,
  ]);
  return { projects, people };
}
