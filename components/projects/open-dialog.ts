import { canEditMilestone, canEditProject, type EditViewer } from "@/lib/projects/edit-rules";
import type { Milestone, Project } from "@/lib/projects/types";
import type { SearchCriteria } from "./search-criteria";

/** The dialog open over the projects list. */
export type OpenDialog =
  | { kind: "none" }
  | { kind: "project"; project: Project | null }
  | { kind: "milestone"; project: Project; milestone: Milestone | null }
  | { kind: "contacts"; project: Project; milestone: Milestone | null }
  | { kind: "search"; criteria: SearchCriteria | null }
  | { kind: "noMatches"; criteria: SearchCriteria | null };

/**
 * The dialog that shows a project or milestone to this viewer: its editor where the rules every
 * save is checked by allow it (the list carries no per-viewer flags), otherwise, read-only, its
 * contact details.
 */
export const projectDialog = (viewer: EditViewer, project: Project): OpenDialog =>
  canEditProject(viewer, project) ? { kind: "project", project } : { kind: "contacts", project, milestone: null };
export const milestoneDialog = (viewer: EditViewer, project: Project, milestone: Milestone): OpenDialog =>
  canEditMilestone(viewer, project, milestone) ? { kind: "milestone", project, milestone } : { kind: "contacts", project, milestone };
