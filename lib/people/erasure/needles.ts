import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// The erased person's name and addresses inside other rows' text (docs/decisions/036): each is a
// whole-word, case-insensitive match rewritten to the token, in SQL, so a long activity log is
// rewritten where it lies. The full name goes first, so "Jane Smith" becomes "Former member
// TOKEN" and not two separate rewrites.

export type Needle = { find: string; replace: string };

// Characters special in PostgreSQL's advanced regular expressions.
const escapeRe = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/** A whole-word pattern: not inside a longer word, address or name. */
function pattern(find: string): string {
  return `(?<![[:alnum:]_.@-])${escapeRe(find)}(?![[:alnum:]_@-])`;
}

/** Drops empty needles and repeats (two addresses that differ only in case are one). */
export function needles(list: Needle[]): Needle[] {
  const seen = new Set<string>();
  return list.filter((n) => {
    const key = n.find.trim().toLowerCase();
    if (key.length < 2 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `text` with every needle rewritten (text must be an SQL text expression); cut to `maxLength`
 * for a varchar column, since the token may be longer than the name it replaces.
 */
export function rewritten(text: Prisma.Sql, list: Needle[], maxLength?: number): Prisma.Sql {
  const all = list.reduce((inner, n) => Prisma.sql`regexp_replace(${inner}, ${pattern(n.find)}, ${n.replace}, 'gi')`, text);
  return maxLength ? Prisma.sql`left(${all}, ${maxLength}::int)` : all;
}

/** True where `text` holds any needle: the rows worth rewriting. */
export function mentions(text: Prisma.Sql, list: Needle[]): Prisma.Sql {
  if (!list.length) return Prisma.sql`false`;
  return Prisma.sql`(${Prisma.join(
    list.map((n) => Prisma.sql`${text} ~* ${pattern(n.find)}`),
    " OR ",
  )})`;
}
