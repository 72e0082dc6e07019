import type { Milestone, Project } from "@/lib/projects/types";
import { CopyLinkButton } from "./CopyLinkButton";
import { DomainChips } from "./DomainChips";
import { PeopleByRole } from "./PeopleByRole";
import { dateRange, lookingForText } from "./format";
import { milestonePath, projectPath } from "./project-address";

// The project card of docs/product.md#projects-screen (read-only view and editor header):
// description, dates, status, for a milestone what it is looking for, domains, people by role, and a way to copy its address.
// The editors show the card above their fields and put Copy link after them (`copyLink`
// false), so the dialog's focus still starts on the first field.
export function ItemCard({
  item,
  copyLink = true,
  today,
}: {
  item: { kind: "project"; project: Project } | { kind: "milestone"; milestone: Milestone };
  copyLink?: boolean;
  /** the server's day, for a milestone that has ended (format.ts lookingForText) */
  today?: string;
}) {
  const isProject = item.kind === "project";
  const data = isProject ? item.project : item.milestone;
  const end = isProject ? item.project.expected_completion_date : item.milestone.end_date;
  return (
    <section aria-label={isProject ? "Project details" : "Milestone details"} className="flex flex-col gap-2 rounded border border-slate-200 bg-slate-50 p-3">
      {isProject ? (
        <>
          <p className="font-semibold">{item.project.short_description}</p>
          <p className="whitespace-pre-line text-sm text-slate-800">{item.project.long_description}</p>
        </>
      ) : (
        <p className="whitespace-pre-line font-semibold">{item.milestone.description}</p>
      )}
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-800">
        <span>{dateRange(data.start_date, end)}</span>
        <span>{data.status_display}</span>
        {!isProject && <span>{lookingForText(item.milestone, today)}</span>}
      </p>
      <DomainChips domains={data.domains} />
      <PeopleByRole people={data.people} />
      {copyLink && <CopyLinkButton path={itemPath(item)} />}
    </section>
  );
}

export function itemPath(item: { kind: "project"; project: Project } | { kind: "milestone"; milestone: Milestone }): string {
  return item.kind === "project" ? projectPath(item.project.id) : milestonePath(item.milestone.project, item.milestone.id);
}
