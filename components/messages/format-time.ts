// Times are shown in UK time as dd/MM/yyyy, HH:mm, whatever the browser's own zone.

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const dateOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

export function formatUkDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : "";
}

export function formatUkDay(iso: string | null | undefined): string {
  return iso ? dateOnly.format(new Date(iso)) : "";
}
