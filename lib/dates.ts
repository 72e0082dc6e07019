// Dates are stored yyyy-MM-dd and shown dd/MM/yyyy (UK), spec §9. Pure string work: no time
// zone can shift a date by a day.

export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2099-12-31";

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const UK = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function isValidIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isInDateRange(value: string): boolean {
  return value >= DATE_MIN && value <= DATE_MAX;
}

/** "2024-03-01" → "01/03/2024"; anything else is returned unchanged. */
export function formatUkDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const match = ISO.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** "1/3/2024" or "01/03/2024" → "2024-03-01"; null when it is not a real date. */
export function parseUkDate(text: string): string | null {
  const match = UK.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, "0")}-${match[1].padStart(2, "0")}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** A Date from the database (UTC midnight for a date column) → "yyyy-MM-dd". */
export function toIsoDate(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
