// Days as "My contributions" gives them (yyyy-MM-dd). A project's or milestone's date is a date
// column, read as midnight UTC; a role's start or end is an instant on the app's clock, whose day
// is the UK's (docs/product.md#business-constants: UK locale).

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

let ukDays: Intl.DateTimeFormat | undefined;

export function ukDayOf(instant: Date): string {
  ukDays ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(ukDays.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
