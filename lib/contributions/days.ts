// Days as "My contributions" gives them (yyyy-MM-dd). A project's or milestone's date is a date
// column, read as midnight UTC; a role's start or end is an instant on the app's clock, whose day
// is the UK's (lib/dates.ts, ukDayOf).

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
