import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike, searchWords, textCondition } from "./search-condition";
import type { ProjectSearchCriteria } from "./schemas";

// Which milestones of each project a search lists matched it (docs/product.md#search-marks): the
// search answer names them, the screen marks them and folds the others away. Decided here, beside
// the project's own condition (search-condition.ts), from the same criteria, each on the
// milestone's own values:
// - milestone status and looking for: the milestone's own status and looking-for option;
// - the EML and RCoA lists: one of the list's domains on the milestone itself;
// - the text: a word of it in the milestone's description, once the project matched the whole
//   text (the project's condition: every word somewhere in its search text);
// - project status and Needs review are the project's alone: they mark no milestone.
// OR: a milestone that matches any one of them. AND: the project matched every criterion; a
// milestone is marked when it has every milestone status and looking-for criterion given (those
// are a milestone's alone), or, when none is given, when it matches any domain list or the text
// (those the project may match through itself or another milestone).

/** Conditions that say which milestones of a listed project matched; see queryProjectDocRows. */
export type MilestoneMarks = {
  /** a condition on `project p`, which `milestone` reads as `sel.hit` */
  hit: Prisma.Sql;
  /** a condition on `milestone m` of a project the search listed */
  milestone: Prisma.Sql;
};

const NONE: MilestoneMarks = { hit: Prisma.sql`FALSE`, milestone: Prisma.sql`FALSE` };

function hasDomain(ids: number[]): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM milestone_domain md
                             WHERE md.milestone_id = m.id AND md.domain_id = ANY(${ids}::int[]))`;
}

/** Any of the words in the milestone's description, as the project's text is compared (lower-cased, unaccented). */
function anyWordInDescription(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`lower(unaccent(m.description)) LIKE ('%' || lower(unaccent(${escapeLike(word)})) || '%')`),
    " OR ",
  );
}

/** The marks of a search; with no milestone criteria, none. */
export function milestoneMarks(criteria: ProjectSearchCriteria): MilestoneMarks {
  const own: Prisma.Sql[] = [];
  const words = searchWords(criteria.text);
  const text = textCondition(criteria.text);
  if (text) own.push(Prisma.sql`(sel.hit AND (${anyWordInDescription(words)}))`);
  if (criteria.domains.eml.length) own.push(hasDomain(criteria.domains.eml));
  if (criteria.domains.rcoa.length) own.push(hasDomain(criteria.domains.rcoa));
  const bound: Prisma.Sql[] = [];
  if (criteria.status.milestone_status.length) bound.push(Prisma.sql`m.status_id = ANY(${criteria.status.milestone_status}::int[])`);
  if (criteria.milestone_looking_for.length) bound.push(Prisma.sql`m.looking_for_id = ANY(${criteria.milestone_looking_for}::int[])`);
  if (!own.length && !bound.length) return NONE;
  const milestone =
    criteria.andOr === "AND" && bound.length ? Prisma.join(bound, " AND ") : Prisma.join([...own, ...bound], " OR ");
  return { hit: text ?? Prisma.sql`FALSE`, milestone: Prisma.sql`(${milestone})` };
}
