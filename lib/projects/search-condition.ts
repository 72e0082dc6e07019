import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { needsReviewCondition } from "@/lib/reviews/review-condition";
import { organisationProjects } from "./visible-projects";
import type { ProjectSearchCriteria } from "./schemas";

// Turns search criteria (docs/product.md#entities) into one condition on `project p`. Every value
// travels as a bound parameter; only fixed SQL text is joined.

/** `%`, `_` and `\` match literally inside the LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of the search text that count (at most ten). */
export function searchWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean).slice(0, 10);
}

/**
 * Each word of the text must appear in the project's search text (descriptions of the project
 * and its milestones, names of its people), case- and accent-insensitively. search_text is
 * stored lower-cased and unaccented and the word goes through the same lower(unaccent()), so
 * LIKE gives what ILIKE would without lower-casing every candidate's whole text again on the
 * index recheck. The trigram index on search_text serves these LIKE conditions.
 */
export function textCondition(text: string): Prisma.Sql | null {
  const words = searchWords(text);
  if (!words.length) return null;
  return Prisma.join(
    words.map(
      (word) => Prisma.sql`p.search_text LIKE ('%' || lower(unaccent(${escapeLike(word)})) || '%')`,
    ),
    " AND ",
  );
}

type Mode = "AND" | "OR";

/** The project or one of its milestones has any of these domains. */
function domainCondition(ids: number[], mode: Mode): Prisma.Sql {
  if (mode === "OR") {
    return idsWhere(Prisma.sql`SELECT pd.project_id FROM project_domain pd WHERE pd.domain_id = ANY(${ids}::int[])
                   UNION
                   SELECT m.project_id FROM milestone_domain md JOIN milestone m ON m.id = md.milestone_id
                    WHERE md.domain_id = ANY(${ids}::int[])`);
  }
  return Prisma.sql`(EXISTS (SELECT 1 FROM project_domain pd
                              WHERE pd.project_id = p.id AND pd.domain_id = ANY(${ids}::int[]))
                  OR EXISTS (SELECT 1 FROM milestone_domain md JOIN milestone m ON m.id = md.milestone_id
                              WHERE m.project_id = p.id AND md.domain_id = ANY(${ids}::int[])))`;
}

function anyMilestone(column: "status_id" | "looking_for_id", ids: number[], mode: Mode): Prisma.Sql {
  const col = Prisma.raw(`m.${column}`);
  if (mode === "OR") return idsWhere(Prisma.sql`SELECT m.project_id FROM milestone m WHERE ${col} = ANY(${ids}::int[])`);
  return Prisma.sql`EXISTS (SELECT 1 FROM milestone m WHERE m.project_id = p.id AND ${col} = ANY(${ids}::int[]))`;
}

/**
 * With OR, a criterion on other tables is turned into a list of project ids, computed once:
 * then every alternative is a condition on project's own indexed columns and PostgreSQL can
 * combine the indexes (BitmapOr). EXISTS inside an OR would make it read every project.
 * With AND, EXISTS stays: it is checked only on the few rows the other criteria leave.
 */
function idsWhere(projectIds: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`p.id = ANY(ARRAY(${projectIds}))`;
}

/**
 * OR: a project matches when any given criterion matches; AND: when all do. The EML and RCoA
 * domain lists are separate criteria; within one list any of its values will do. No criteria
 * at all matches everything.
 */
export function projectSearchCondition(criteria: ProjectSearchCriteria): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  const mode: Mode = criteria.andOr === "AND" ? "AND" : "OR";
  const text = textCondition(criteria.text);
  if (text) parts.push(Prisma.sql`(${text})`);
  if (criteria.domains.eml.length) parts.push(domainCondition(criteria.domains.eml, mode));
  if (criteria.domains.rcoa.length) parts.push(domainCondition(criteria.domains.rcoa, mode));
  if (criteria.status.project_status.length) {
    parts.push(Prisma.sql`p.status_id = ANY(${criteria.status.project_status}::int[])`);
  }
  if (criteria.status.milestone_status.length) {
    parts.push(anyMilestone("status_id", criteria.status.milestone_status, mode));
  }
  if (criteria.milestone_looking_for.length) {
    parts.push(anyMilestone("looking_for_id", criteria.milestone_looking_for, mode));
  }
  const matched = parts.length ? Prisma.sql`(${Prisma.join(parts, ` ${mode} `)})` : Prisma.sql`TRUE`;
  // "Needs review" and the organisation narrow whatever the other criteria found (they are
  // filters, not alternatives).
  const narrowed = [matched];
  if (criteria.needs_review) narrowed.push(needsReviewCondition());
  if (criteria.organisation) narrowed.push(organisationProjects(criteria.organisation));
  return narrowed.length > 1 ? Prisma.sql`(${Prisma.join(narrowed, " AND ")})` : matched;
}

