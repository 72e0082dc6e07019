import { Button } from "@/components/ui/Button";
import type { Project } from "@/lib/projects/types";
import { MilestoneList } from "./MilestoneList";
import { ProjectTitle } from "./ProjectTitle";
import { reviewNote } from "./ReviewState";
import { dateRange } from "./format";
import type { RowHandlers } from "./row-handlers";

// What a project shows in the list, whether as a table row (ProjectRow, desktop) or a stacked card
// (ProjectStackCard, phone): the two differ only in how they lay these parts out.

type Part = { project: Project; handlers: RowHandlers };

/** Dates, title (a heading on the card, a paragraph in the table's cell), description and status. */
export function ProjectSummary({ project, handlers, title: Title, lines }: Part & { title: "p" | "h2"; lines: "line-clamp-3" | "line-clamp-4" }) {
  return (
    <>
      <p className="text-xs text-slate-700">{dateRange(project.start_date, project.expected_completion_date)}</p>
      <Title className="font-semibold">
        <ProjectTitle project={project} href={handlers.projectHref?.(project)} />
      </Title>
      <p className={`${lines} text-sm text-slate-800`}>{project.long_description}</p>
      <p className="mt-1 text-xs text-slate-700">
        {project.status_display}
        {reviewNote(project, handlers.review)}
        {handlers.requests?.(project)}
      </p>
    </>
  );
}

/** The project's milestones, each opening its dialog, the matched ones marked. */
export function ProjectMilestones({ project, handlers }: Part) {
  return <MilestoneList project={project} onOpenMilestone={handlers.openMilestone} today={handlers.review?.today} marks={handlers.marks?.(project)} />;
}

/** +Milestone, for those who may add one; its click and keys stay off the item, which opens the project. */
export function AddMilestoneButton({ project, handlers, className }: Part & { className: string }) {
  return (
    <Button
      variant="secondary"
      className={`${className} !px-2 !py-1 text-sm`}
      aria-label={`+Milestone: ${project.short_description}`}
      onClick={(e) => {
        e.stopPropagation();
        handlers.addMilestone(project);
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      +Milestone
    </Button>
  );
}
