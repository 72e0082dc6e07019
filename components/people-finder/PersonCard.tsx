import type { ReactNode } from "react";
import { Chip } from "@/components/ui/Chip";
import { formatUkDate } from "@/lib/dates";
import { STAGE_NAMES } from "@/lib/interest/constants";
import type { FoundPerson } from "@/lib/people-finder/finder-schemas";
import { AVAILABLE_NOW, availableFrom } from "./texts";

// One member open to projects, as "People who might help" and the people directory show them
// (docs/product.md#open-to-projects): name, stage, organisation, the domains, their note as text,
// until when, from when they are available ("Available now" once that day has come); the roles
// they held in those domains and whether they asked already, where known.
export function PersonCard({ person, headingLevel = 3, children }: { person: FoundPerson; headingLevel?: 3 | 4; children?: ReactNode }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const roles = person.roles_in_domains;
  return (
    <article aria-label={person.name} className="flex min-w-0 flex-col gap-1 rounded border border-slate-200 bg-white p-3">
      <Heading className="font-semibold break-words">{person.name}</Heading>
      <p className="text-sm text-slate-800">
        {STAGE_NAMES[person.stage]}
        {person.organisation ? ` · ${person.organisation}` : ""} · open until {formatUkDate(person.until)}
      </p>
      <p className="text-sm text-slate-800">{person.available_from ? availableFrom(formatUkDate(person.available_from)) : AVAILABLE_NOW}</p>
      {person.email && <p className="text-sm break-all text-slate-700">{person.email}</p>}
      {person.domains.length > 0 && (
        <div className="flex flex-wrap gap-1" role="group" aria-label={`Domains of ${person.name}`}>
          {person.domains.map((d) => (
            <Chip key={d.id} tone={d.taxonomy}>
              {d.description}
            </Chip>
          ))}
        </div>
      )}
      {roles > 0 && <p className="text-sm text-slate-700">{roles === 1 ? "Has held a role in these domains." : `Has held roles on ${roles} projects or milestones in these domains.`}</p>}
      {person.note && <p className="text-sm whitespace-pre-wrap break-words">“{person.note}”</p>}
      {person.asked && <p className="text-sm font-medium text-amber-900">Has asked to join this milestone: decide their request on My Requests.</p>}
      {children}
    </article>
  );
}
