"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { useSession } from "@/components/session/SessionProvider";
import { EmptyProjects } from "@/components/projects/EmptyProjects";
import { projectPath } from "@/components/projects/project-address";
import { ProjectsList } from "@/components/projects/ProjectsList";
import type { RowHandlers } from "@/components/projects/row-handlers";
import { useRowsOnDemand } from "@/components/projects/use-rows-on-demand";
import type { SharedProjectsAnswer } from "@/lib/organisations/partner-schemas";
import type { Milestone, Project } from "@/lib/projects/types";

const ContactDetailsDialog = dynamic(
  () => import("@/components/projects/ContactDetailsDialog").then((m) => m.ContactDetailsDialog),
  { ssr: false },
);

const PHONE_WIDTH = 760;

// The read-only project list of one organisation, as its quick-access visitors see it: the
// same rows and cards, and a row opens the contact details. Nothing here can edit.
// `linkProjects`: titles link to the projects' own pages, for viewers who can open them (a
// share-link holder has no session, and those pages would not be found for them).
export function SharedProjectsView({
  answer,
  intro,
  linkProjects = false,
}: {
  answer: SharedProjectsAnswer;
  intro: React.ReactNode;
  linkProjects?: boolean;
}) {
  const { windowWidth } = useSession();
  const [open, setOpen] = useState<{ project: Project; milestone: Milestone | null } | null>(null);
  const { count, endMarker } = useRowsOnDemand(answer.projects.length);
  const handlers = useMemo<RowHandlers>(
    () => ({
      openProject: (project) => setOpen({ project, milestone: null }),
      openMilestone: (project, milestone) => setOpen({ project, milestone }),
      addMilestone: () => undefined,
      projectHref: linkProjects ? (project) => projectPath(project.id) : undefined,
    }),
    [linkProjects],
  );
  return (
    <section aria-labelledby="shared-title" className="flex flex-col gap-4">
      <div>
        <h1 id="shared-title" className="text-2xl font-semibold">
          Projects of {answer.organisation.name}
        </h1>
        {intro}
      </div>
      {answer.projects.length === 0 ? (
        <EmptyProjects quickAccess />
      ) : (
        <ProjectsList
          projects={answer.projects}
          count={count}
          endMarker={endMarker}
          stacked={windowWidth < PHONE_WIDTH}
          canAdd={false}
          handlers={handlers}
        />
      )}
      {open && <ContactDetailsDialog project={open.project} milestone={open.milestone} onClose={() => setOpen(null)} />}
    </section>
  );
}
