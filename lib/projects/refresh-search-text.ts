import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// Anything that can run raw SQL: the Prisma client or a transaction client inside a save.
type RawExecutor = Pick<Prisma.TransactionClient, "$executeRaw">;

/**
 * Rebuilds project.search_text - the lower-cased, unaccented text the trigram search reads -
 * from the project's descriptions, its milestones' descriptions and the names of everyone on
 * the project or its milestones. Call it in the same transaction as any write that changes
 * those. Without ids it refreshes every project. Rows whose text is already right are not
 * rewritten, so a refresh that changes nothing costs no row versions. Returns rows updated.
 */
export async function refreshSearchText(tx: RawExecutor, projectIds?: number[]): Promise<number> {
  if (projectIds && projectIds.length === 0) return 0;
  // One array parameter, however many ids: no statement-size or parameter-count limits.
  const onlyThese = projectIds ? Prisma.sql`WHERE p.id = ANY(${projectIds}::int[])` : Prisma.empty;

  // concat_ws skips NULLs, so a project without milestones or people still gets its own text.
  return tx.$executeRaw`
    UPDATE project AS target
    SET search_text = fresh.text
    FROM (
      SELECT p.id,
        lower(unaccent(concat_ws(' ',
          p.short_description,
          p.long_description,
          (SELECT string_agg(m.description, ' ' ORDER BY m.start_date, m.id)
             FROM milestone m WHERE m.project_id = p.id),
          (SELECT string_agg(pe.first_name || ' ' || pe.last_name, ' ' ORDER BY pe.id)
             FROM person pe
            WHERE pe.id IN (
                    SELECT pp.person_id FROM project_person pp WHERE pp.project_id = p.id
                    UNION
                    SELECT mp.person_id FROM milestone_person mp
                      JOIN milestone m ON m.id = mp.milestone_id
                     WHERE m.project_id = p.id))
        ))) AS text
      FROM project p
      ${onlyThese}
    ) AS fresh
    WHERE target.id = fresh.id
      AND target.search_text IS DISTINCT FROM fresh.text`;
}
