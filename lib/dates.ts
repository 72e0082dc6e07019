// Dates are stored yyyy-MM-dd and shown dd/MM/yyyy (UK), docs/product.md#business-constants. Pure
// string work: no time zone can shift a date by a day. An instant's day is the UK's (ukDayOf).

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

// Instants (sign-ins, sent mails, activity, link expiry) are shown in UK time as
// "dd/MM/yyyy, HH:mm" (the en-GB form, as the activity log and share links show them), whatever
// the browser's own zone. No instant, or text that is not one,
// shows as nothing: a screen that has a word for "none" ("Never") says it itself, and a bad
// value never throws out of a render or shows "Invalid Date".
// Made on first use, not when the module loads: the first formatter with a time zone makes the
// browser load its zone data, a long task on a phone, which pages that show no instant (the
// project lists) paid for as they started.
let ukDateTime: Intl.DateTimeFormat | undefined;
const ukDateTimeFormat = () =>
  (ukDateTime ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }));

/** "2026-07-01T09:05:00Z" → "01/07/2026, 10:05"; "" for null or a bad date. */
export function formatUkDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = ukDateTimeFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}, ${part("hour")}:${part("minute")}`;
}

let ukDays: Intl.DateTimeFormat | undefined;

/** The UK day (yyyy-MM-dd) of an instant: a role's start, or "today" on the app's clock. */
export function ukDayOf(instant: Date): string {
  ukDays ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(ukDays.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
