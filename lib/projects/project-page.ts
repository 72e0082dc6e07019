import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { loadSession } from "@/lib/auth/session";
import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { mayAsk, needsName } from "@/lib/interest/eligibility";
import { flagNoActiveLead } from "@/lib/reviews/no-active-lead";
import { reviewDay } from "@/lib/reviews/review-day";
import type { ReviewDay } from "@/lib/reviews/review-rules";
import { canEditMilestone, canEditProject, isEditor } from "./edit-rules";
import { findVisibleProject } from "./find-visible-project";
import { roleHolders } from "./save-bodies";
import type { Project } from "./types";

/** What the project's own page shows: the project and what this viewer may do with it. */
export type ProjectPage = {
  project: Project;
  /** may edit the project itself */
  canEdit: boolean;
  /** ids of the milestones this viewer may edit */
  editableMilestones: number[];
  /** may add milestones and delete (editors) */
  canAdd: boolean;
  /** ids of the milestones this viewer may say "I'm interested" on (docs/product.md#interest-requests) */
  askable: number[];
  /** the form asks for a name: a visitor, or an account without a person */
  needsName: boolean;
  /** no lead with an active account: shown to editors only (docs/product.md#review-reminders) */
  noActiveLead: boolean;
  /** today and the review cutoff (app clock), for the review badge */
  review: ReviewDay;
};

/**
 * The project for `/projects/<id>/`, or null (the page then answers 404 whether the project is
 * unknown or merely hidden from this viewer). Cached per request: the page's title and body read
 * it once.
 */
export const loadProjectPage = cache(async (rawId: string): Promise<ProjectPage | null> => {
  if (!/^[1-9][0-9]{0,9}$/.test(rawId)) return null;
  const session = await loadSession((await headers()).get("cookie"));
  const project = await findVisibleProject(session, Number(rawId));
  if (!project) return null;
  // Edit rights by the rules every save checks, not by the list's stored flags.
  const projectHolders = { people: roleHolders(project.people) };
  return {
    project,
    canEdit: canEditProject(session, projectHolders),
    editableMilestones: project.milestones
      .filter((m) => canEditMilestone(session, projectHolders, { people: roleHolders(m.people) }))
      .map((m) => m.id),
    canAdd: isEditor(session),
    askable: project.milestones.filter((m) => mayAsk(session, projectHolders, m, ukDayOf(clock.now()))).map((m) => m.id),
    needsName: needsName(session),
    noActiveLead: await flagNoActiveLead(session, project.id),
    review: reviewDay(),
  };
});

