// Share-link expiry dates (client and server): a link works until the end of the chosen day in
// the UK, at most 90 days ahead; the form proposes 14 days. Pure date arithmetic: "today" is
// given by the caller, so the server decides by the app's clock (lib/clock.ts).

import { SHARE_MESSAGES } from "./messages";

export const SHARE_MAX_DAYS = 90;
export const SHARE_DEFAULT_DAYS = 14;
const ZONE = "Europe/London";

/** The UK day (yyyy-MM-dd) of `now`: the server passes the app's clock, the form the browser's. */
export function ukToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(now);
}

/** What is wrong with a chosen expiry day on `today` (the UK day), or null: not past, at most 90 days ahead. */
export function expiryProblem(expiresOn: string, today: string): string | null {
  if (expiresOn < today) return SHARE_MESSAGES.expiryInPast;
  if (expiresOn > addDays(today, SHARE_MAX_DAYS)) return SHARE_MESSAGES.expiryTooFar;
  return null;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How far UK time is ahead of UTC at an instant, in ms (0 in winter, 1 h in summer). */
function ukOffset(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute")) - at.getTime();
}

/** The last moment a link chosen to expire on `iso` works: 23:59:59.999 that day in the UK. */
export function endOfUkDay(iso: string): Date {
  const next = new Date(`${addDays(iso, 1)}T00:00:00Z`);
  return new Date(next.getTime() - ukOffset(next) - 1);
}

/** The UK day (yyyy-MM-dd) of an instant. */
export function ukDateOf(at: Date | string): string {
  return ukToday(typeof at === "string" ? new Date(at) : at);
}
