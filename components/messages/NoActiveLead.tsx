import Link from "next/link";

// Projects no lead with an active account looks after (docs/product.md#review-reminders), for
// editors: the server sends the list only to them.
export function NoActiveLead({ projects }: { projects: { id: number; short_description: string }[] }) {
  if (!projects.length) return null;
  return (
    <section aria-labelledby="no-active-lead-title" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h2 id="no-active-lead-title" className="font-semibold">
        No active lead ({projects.length})
      </h2>
      <p className="text-sm">Every lead of these projects has a disabled account or none. Give each a lead who can keep it current.</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
        {projects.map((p) => (
          <li key={p.id}>
            <Link href={`/projects/${p.id}/`} className="break-words text-sky-900 underline">
              {p.short_description}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
