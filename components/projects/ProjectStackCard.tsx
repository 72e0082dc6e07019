import { memo, type ComponentProps } from "react";
import type { Project } from "@/lib/projects/types";
import { DomainChips } from "./DomainChips";
import { PeopleByRole } from "./PeopleByRole";
import { AddMilestoneButton, ProjectMilestones, ProjectSummary } from "./ProjectItemParts";
import { onRowKey, type RowHandlers } from "./row-handlers";

// One project at phone width: the table's columns stacked in a card.
// `place`: what a windowed list puts on the item (its index, position and the ref that measures it).
export const ProjectStackCard = memo(function ProjectStackCard({
  project,
  canAdd,
  handlers,
  skipOffscreen,
  ...place
}: {
  project: Project;
  canAdd: boolean;
  handlers: RowHandlers;
  /** skip layout while off screen (see ProjectsList) */
  skipOffscreen: boolean;
} & ComponentProps<"li">) {
  const open = () => handlers.openProject(project);
  return (
    <li {...place}>
      <article
        id={`project-${project.id}`}
        tabIndex={0}
        aria-label={project.short_description}
        onClick={open}
        onKeyDown={(e) => onRowKey(e, open)}
        className={`flex cursor-pointer flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${skipOffscreen ? "[content-visibility:auto] [contain-intrinsic-size:auto_320px]" : ""} focus:outline-2 focus:outline-sky-700`}
      >
        <div>
          <ProjectSummary project={project} handlers={handlers} title="h2" lines="line-clamp-4" />
        </div>
        <DomainChips domains={project.domains} />
        <PeopleByRole people={project.people} />
        <ProjectMilestones project={project} handlers={handlers} />
        {canAdd && <AddMilestoneButton project={project} handlers={handlers} className="self-start" />}
      </article>
    </li>
  );
});
