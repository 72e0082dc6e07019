import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { formatUkDate } from "@/lib/dates";
import { Conflict } from "@/lib/errors";
import { requireEditor } from "@/lib/projects/permissions";
import { importedOf, lockOwnBatch, type Created } from "./batch";
import { IMPORT_UNDO_MS } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import type { ImportedBatch } from "./schemas";

// POST /api/import/undo/: the editor who imported a file takes it back within a day (app clock):
// the projects it created (their milestones, links and role history with them) and the people it
// created that nothing refers to any more. A project someone has changed since (edited, a
// milestone added, changed, deleted or asked to join, checked as still current) is someone's work:
// the undo is refused, naming those projects with who changed each last and when, and nothing is
// deleted (docs/decisions/037-import-projects.md). All in one transaction, checked under the
// projects' write locks, so nothing is half undone and no racing save is lost.
// Projects already deleted one by one are simply gone.

const IMPORT_LOCK = "project-import";

export async function undoImport(session: CurrentSession, id: number): Promise<{ message: string; imported: ImportedBatch }> {
  requireEditor(session);
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`;
      const batch = await lockOwnBatch(tx, session, id);
      if (batch.state === "preview") throw new Conflict(M.notImported);
      if (batch.state === "undone") throw new Conflict(M.undone);
      if (clock.ms() > batch.importedAt!.getTime() + IMPORT_UNDO_MS) throw new Conflict(M.undoExpired);
      const created = batch.created as Created;
      const importedAt = batch.importedAt!;
      // Every write to a project or its milestones holds that project's write lock
      // (lib/projects/permissions.ts); taking them all, in id order, makes a save racing the
      // undo either commit before the check below (and be seen) or wait and find the project gone.
      await tx.$executeRaw`
        SELECT pg_advisory_xact_lock(hashtext('project-writes:' || id::text))
          FROM unnest(${created.projects}::int[]) AS id ORDER BY id`;
      // Locks the projects' rows too. Changed: a version past the import's, a later change or
      // check, a milestone changed, added, deleted or asked to join, or any activity-log row
      // about the project (the import's own row names none).
      const projects = await tx.$queryRaw<
        { id: number; short_description: string; changed: boolean; updated_at: Date; last_by: string | null; last_at: Date | null }[]
      >`
        SELECT p.id, p.short_description, p.updated_at,
               (p.version > 1 OR p.updated_at > ${importedAt} OR p.reviewed_at IS NOT NULL
                OR EXISTS (SELECT 1 FROM milestone m WHERE m.project_id = p.id
                            AND (m.version > 1 OR m.id <> ALL(${created.milestones}::int[])
                                 OR EXISTS (SELECT 1 FROM interest_request r WHERE r.milestone_id = m.id)))
                OR EXISTS (SELECT 1 FROM activity_log a WHERE a.project_id = p.id)) AS changed,
               last.actor_name AS last_by, last.at AS last_at
          FROM project p
          LEFT JOIN LATERAL (SELECT a.actor_name, a.at FROM activity_log a WHERE a.project_id = p.id ORDER BY a.at DESC, a.id DESC LIMIT 1) last ON true
         WHERE p.id = ANY(${created.projects}::int[])
         ORDER BY p.id
           FOR UPDATE OF p`;
      const changed = projects.filter((p) => p.changed);
      if (changed.length) {
        const named = changed.slice(0, 20).map((p) => ({
          name: p.short_description,
          who: p.last_by || "someone",
          on: formatUkDate((p.last_at ?? p.updated_at).toISOString().slice(0, 10)),
        }));
        throw new Conflict(M.undoEdited(named, changed.length - named.length), {
          changed: changed.map((p) => ({ id: p.id, short_description: p.short_description })),
        });
      }
      const ids = projects.map((p) => p.id);
      await tx.$executeRaw`DELETE FROM project WHERE id = ANY(${ids}::int[])`;
      // People the import created, unless something refers to them now (another project, an
      // account, a data export).
      const people = await tx.$executeRaw`
        DELETE FROM person pe
         WHERE pe.id = ANY(${created.people}::int[])
           AND NOT EXISTS (SELECT 1 FROM project_person x WHERE x.person_id = pe.id)
           AND NOT EXISTS (SELECT 1 FROM milestone_person x WHERE x.person_id = pe.id)
           AND NOT EXISTS (SELECT 1 FROM account x WHERE x.person_id = pe.id)
           AND NOT EXISTS (SELECT 1 FROM data_export x WHERE x.person_id = pe.id)
           AND NOT EXISTS (SELECT 1 FROM project_role_history x WHERE x.person_id = pe.id)
           AND NOT EXISTS (SELECT 1 FROM milestone_role_history x WHERE x.person_id = pe.id)`;
      await logActivity(tx, {
        session,
        action: "project.import_undo",
        entityType: "project",
        summary: `Undid the import of ${ids.length} ${ids.length === 1 ? "project" : "projects"} from "${batch.fileName}"`,
        before: { projects: ids.length, people: people, file: batch.fileName },
      });
      const saved = await tx.importBatch.update({ where: { id: batch.id }, data: { state: "undone", undoneAt: clock.now() } });
      return { message: M.undid(ids.length), imported: importedOf(saved) };
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}
