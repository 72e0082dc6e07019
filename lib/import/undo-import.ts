import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { requireEditor } from "@/lib/projects/permissions";
import { importedOf, lockOwnBatch, type Created } from "./batch";
import { IMPORT_UNDO_MS } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import type { ImportedBatch } from "./schemas";

// POST /api/import/undo/: the editor who imported a file takes it back within a day (app clock):
// the projects it created (their milestones, links and role history with them) and the people it
// created that nothing refers to any more. A project someone has changed since (edited, a
// milestone added, changed or asked to join, checked as still current) is someone's work: the undo
// is refused and names those projects, and nothing is deleted (docs/decisions/037-import-projects.md).
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
      // Locks the projects' rows: a save of one of them waits, then finds it gone.
      const projects = await tx.$queryRaw<{ id: number; short_description: string; changed: boolean }[]>`
        SELECT p.id, p.short_description,
               (p.version > 1 OR p.updated_at > ${importedAt} OR p.reviewed_at IS NOT NULL
                OR EXISTS (SELECT 1 FROM milestone m WHERE m.project_id = p.id
                            AND (m.version > 1 OR m.id <> ALL(${created.milestones}::int[])
                                 OR EXISTS (SELECT 1 FROM interest_request r WHERE r.milestone_id = m.id)))) AS changed
          FROM project p WHERE p.id = ANY(${created.projects}::int[])
         ORDER BY p.id
           FOR UPDATE OF p`;
      const changed = projects.filter((p) => p.changed);
      if (changed.length) {
        const names = changed.map((p) => p.short_description);
        throw new Conflict(M.undoEdited(names.length > 20 ? [...names.slice(0, 20), `and ${names.length - 20} more`] : names), {
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
