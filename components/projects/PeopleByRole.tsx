import { memo } from "react";
import { LEAD_ROLE, type PersonOnItem } from "@/lib/projects/types";
import { groupByRole } from "./format";

// People under role headings; the lead (role 1) in bold.
export const PeopleByRole = memo(function PeopleByRole({ people }: { people: PersonOnItem[] }) {
  if (people.length === 0) return null;
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {groupByRole(people).map((group) => (
        <div key={group.role}>
          <dt className="text-xs uppercase tracking-wide text-slate-600">{group.heading}</dt>
          {group.people.map((person) => (
            <dd key={person.id} className={group.role === LEAD_ROLE ? "font-semibold" : undefined}>
              {person.name}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
});
