import { memo, type ComponentProps } from "react";
import type { Project } from "@/lib/projects/types";
import { DomainChips } from "./DomainChips";
import { PeopleByRole } from "./PeopleByRole";
import { AddMilestoneButton, ProjectMilestones, ProjectSummary } from "./ProjectItemParts";
import { onRowKey, type RowHandlers } from "./row-handlers";

/** The four columns: Project, Domains, People, Milestones. */
export const PROJECT_GRID = "grid grid-cols-[38%_22%_16%_24%]";

// One table row (desktop). Memoised: a save re-renders only the project that changed.
// `place`: what a windowed list puts on the row (its index, position and the ref that measures it).
export const ProjectRow = memo(function ProjectRow({
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
} & ComponentProps<"div">) {
  const open = () => handlers.openProject(project);
  return (
    <div
      {...place}
      role="row"
      id={`project-${project.id}`}
      tabIndex={0}
      aria-label={project.short_description}
      onClick={open}
      onKeyDown={(e) => onRowKey(e, open)}
      className={`${PROJECT_GRID} cursor-pointer border-t border-slate-200 ${skipOffscreen ? "[contain-intrinsic-size:auto_220px] [content-visibility:auto]" : ""} hover:bg-sky-50/60 focus:bg-sky-50 focus:outline-2 focus:-outline-offset-2 focus:outline-sky-700`}
    >
      <div role="cell" className="min-w-0 p-3">
        <ProjectSummary project={project} handlers={handlers} title="p" lines="line-clamp-3" />
      </div>
      <div role="cell" className="min-w-0 p-3">
        <DomainChips domains={project.domains} />
      </div>
      <div role="cell" className="min-w-0 p-3">
        <PeopleByRole people={project.people} />
      </div>
      <div role="cell" className="min-w-0 p-3">
        <ProjectMilestones project={project} handlers={handlers} />
        {canAdd && <AddMilestoneButton project={project} handlers={handlers} className="mt-2" />}
      </div>
    </div>
  );
});
