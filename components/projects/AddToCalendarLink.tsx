// "Add to calendar" for one milestone (docs/product.md#calendars): a plain link to its .ics file,
// which the browser saves (the server names it an attachment) and a calendar app opens. Works
// before any script runs; its name says which milestone, for a list of several.
export function AddToCalendarLink({ milestoneId, description }: { milestoneId: number; description: string }) {
  return (
    <a
      href={`/api/calendar/milestone/?id=${milestoneId}`}
      download={`milestone-${milestoneId}.ics`}
      aria-label={`Add to calendar: ${description}`}
      className="inline-flex min-h-9 items-center rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
    >
      Add to calendar
    </a>
  );
}
