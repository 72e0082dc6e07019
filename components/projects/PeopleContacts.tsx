import { LEAD_ROLE, type PersonOnItem } from "@/lib/projects/types";
import { groupByRole } from "./format";

// People under their role headings, the lead in bold, each with a mail link whose subject names
// what it is about (as in the Contact Details dialog). Each mail link is at least 24 px tall, so
// links stacked one under another stay apart for a finger (WCAG 2.5.8).
export function PeopleContacts({ people, subject, emptyText }: { people: PersonOnItem[]; subject: string; emptyText: string }) {
  if (people.length === 0) return <p className="text-sm text-slate-700">{emptyText}</p>;
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {groupByRole(people).map((group) => (
        <div key={group.role}>
          <dt className="text-xs uppercase tracking-wide text-slate-700">{group.heading}</dt>
          {group.people.map((person) => (
            <dd key={person.id} className="flex flex-wrap gap-x-2">
              <span className={group.role === LEAD_ROLE ? "font-semibold" : undefined}>{person.name}</span>
              <a className="inline-block min-h-6 break-all py-0.5 text-sky-800 underline" href={`mailto:${person.email}?subject=${encodeURIComponent(subject)}`}>
                {person.email}
              </a>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
