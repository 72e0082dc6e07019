// The numbers of "open to projects" and the people finder (docs/product.md#open-to-projects),
// without zod, so the screens that only show them do not load the schemas.

/** The note a member leaves for the deciders: plain text, at most this many characters. */
export const NOTE_MAX = 500;
/** "Until when" proposed on the form: six months from today. */
export const DEFAULT_MONTHS = 6;
/** The furthest "until when" may be: a year from today (they renew after it). */
export const MAX_MONTHS = 12;

/** yyyy-MM-dd `months` after the UK day `day` (the last day of a shorter month when it has no such day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
