import Link from "next/link";
import { InterestButton } from "@/components/interest/InterestButton";
import { RequestsWaiting } from "@/components/interest/RequestsWaiting";
import { PeopleWhoMightHelp } from "@/components/people-finder/PeopleWhoMightHelp";
import { hasEnded } from "@/lib/interest/eligibility";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES } from "@/lib/interest/constants";
import type { ProjectPage } from "@/lib/projects/project-page";
import { AddToCalendarLink } from "./AddToCalendarLink";
import { DomainChips } from "./DomainChips";
import { dateRange, lookingForText } from "./format";
import { PeopleContacts } from "./PeopleContacts";
import { ProjectPageEditButton } from "./ProjectPageEditButton";
import { reviewNote } from "./ReviewState";

// `/projects/<id>/`: the project as its card shows it, whom to contact, and its milestones in
// start-date order, each with its own anchor (#milestone-<id>) and "Add to calendar". Rendered on
// the server, so it reads before any script runs; only the edit and interest buttons, and "People
// who might help" for a milestone's deciders, are client code.
export function ProjectPageView({ page }: { page: ProjectPage }) {
  const { project, canEdit, editableMilestones, canAdd, askable, needsName, noActiveLead, review } = page;
  return (
    <article aria-labelledby="project-title" className="mx-auto flex max-w-3xl flex-col gap-5">
      <p className="text-sm">
        <Link href="/all_projects/" className="text-sky-800 underline">
          All Projects
        </Link>
      </p>
      <header className="flex flex-col gap-2">
        <h1 id="project-title" className="text-2xl font-semibold break-words">
          {project.short_description}
        </h1>
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-800">
          <span>{dateRange(project.start_date, project.expected_completion_date)}</span>
          <span>{project.status_display}</span>
          {reviewNote(project, review)}
        </p>
        {noActiveLead && (
          <p role="note" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <strong>No active lead</strong>: every lead of this project has a disabled account or none.
          </p>
        )}
        <p className="whitespace-pre-line break-words">{project.long_description}</p>
        <DomainChips domains={project.domains} />
        {(canEdit || canAdd) && (
          <div className="flex flex-wrap gap-2">
            {canEdit && <ProjectPageEditButton project={project} target={{ kind: "project" }} canDelete={canAdd} />}
            {canAdd && <ProjectPageEditButton project={project} target={{ kind: "newMilestone" }} canDelete={canAdd} />}
          </div>
        )}
      </header>

      <section aria-labelledby="people-title" className="flex flex-col gap-2">
        <h2 id="people-title" className="text-lg font-semibold">
          People
        </h2>
        <PeopleContacts people={project.people} subject={`Project: ${project.short_description}`} emptyText="No project roles identified" />
      </section>

      {editableMilestones.length > 0 && <RequestsWaiting projectId={project.id} />}

      <section aria-labelledby="milestones-title" className="flex flex-col gap-2">
        <h2 id="milestones-title" className="text-lg font-semibold">
          Milestones
        </h2>
        {project.milestones.length === 0 ? (
          <p className="text-sm text-slate-700">No milestones yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {project.milestones.map((m) => (
              <li
                key={m.id}
                id={`milestone-${m.id}`}
                aria-labelledby={`milestone-${m.id}-title`}
                className="flex scroll-mt-4 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 target:border-sky-700 target:ring-2 target:ring-sky-700"
              >
                <h3 id={`milestone-${m.id}-title`} className="font-semibold whitespace-pre-line break-words">
                  <a href={`#milestone-${m.id}`} className="hover:underline">
                    {m.description}
                  </a>
                </h3>
                <p className="flex flex-wrap gap-x-3 text-sm text-slate-800">
                  <span>{dateRange(m.start_date, m.end_date)}</span>
                  <span>{m.status_display}</span>
                  <span>{lookingForText(m, review?.today)}</span>
                </p>
                <DomainChips domains={m.domains} />
                <PeopleContacts
                  people={m.people}
                  subject={`Milestone: ${m.description} (${project.short_description})`}
                  emptyText="No roles identified"
                />
                <div className="flex flex-wrap items-center gap-2">
                  <AddToCalendarLink milestoneId={m.id} description={m.description} />
                  {askable.includes(m.id) && <InterestButton milestoneId={m.id} description={m.description} needsName={needsName} />}
                  {editableMilestones.includes(m.id) && (
                    <ProjectPageEditButton
                      project={project}
                      target={{ kind: "milestone", milestoneId: m.id }}
                      canDelete={canAdd}
                      label={`Edit milestone: ${m.description}`}
                    />
                  )}
                </div>
                {editableMilestones.includes(m.id) && looksForPeople(m, review?.today ?? "") && (
                  <PeopleWhoMightHelp milestoneId={m.id} projectId={project.id} description={m.description} />
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

/** A milestone that takes people: its deciders are offered "People who might help" (the server checks again). */
function looksForPeople(m: ProjectPage["project"]["milestones"][number], today: string): boolean {
  return (ASKABLE_LOOKING_FOR as readonly number[]).includes(m.looking_for) && !(CLOSED_STATUSES as readonly number[]).includes(m.status) && !hasEnded(m, today);
}
