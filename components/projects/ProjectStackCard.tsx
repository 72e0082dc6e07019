import { memo, type ComponentProps } from "react";
import { Button } from "@/components/ui/Button";
import type { Project } from "@/lib/projects/types";
import { DomainChips } from "./DomainChips";
import { MilestoneList } from "./MilestoneList";
import { PeopleByRole } from "./PeopleByRole";
import { ProjectTitle } from "./ProjectTitle";
import { reviewNote } from "./ReviewState";
import { dateRange } from "./format";
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
          <p className="text-xs text-slate-700">{dateRange(project.start_date, project.expected_completion_date)}</p>
          <h2 className="font-semibold">
            <ProjectTitle project={project} href={handlers.projectHref?.(project)} />
          </h2>
          <p className="line-clamp-4 text-sm text-slate-800">{project.long_description}</p>
          <p className="mt-1 text-xs text-slate-700">
            {project.status_display}
            {reviewNote(project, handlers.review)}
            {handlers.requests?.(project)}
          </p>
        </div>
        <DomainChips domains={project.domains} />
        <PeopleByRole people={project.people} />
        <MilestoneList project={project} onOpenMilestone={handlers.openMilestone} today={handlers.review?.today} marks={handlers.marks?.(project)} />
        {canAdd && (
          <Button
            variant="secondary"
            className="self-start !px-2 !py-1 text-sm"
            aria-label={`+Milestone: ${project.short_description}`}
            onClick={(e) => {
              e.stopPropagation();
              handlers.addMilestone(project);
            }}
            onKeyDown={(e) => e.stopPropagation()}
          >
            +Milestone
          </Button>
        )}
      </article>
    </li>
  );
});
