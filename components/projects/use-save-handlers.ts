"use client";

import { useMemo } from "react";
import type { SaveMilestoneAnswer, SaveProjectAnswer } from "@/lib/projects/schemas";
import type { Milestone, Project } from "@/lib/projects/types";
import { appendProject, mergeMilestone, removeMilestone, removeProject, replaceProject } from "./list-updates";

/** What an editor opened from the projects list may do to it. */
export type ListChanges = {
  update(change: (list: Project[]) => Project[]): void;
  /** a new project stays visible under the active filter */
  addToFilter(id: number): void;
  /** a new project is scrolled to once its dialog has closed */
  scrollTo(id: number): void;
};

/**
 * What the list does after a save, reload or delete (docs/product.md#behaviour): an update replaces the project,
 * a new one is appended (kept visible under a filter, and scrolled to), a milestone merges into
 * its project, a delete removes it.
 */
export function useSaveHandlers({ update, addToFilter, scrollTo }: ListChanges) {
  return useMemo(
    () => ({
      projectSaved(answer: SaveProjectAnswer) {
        if (answer.type === "new") {
          update((all) => appendProject(all, answer.project));
          addToFilter(answer.project.id);
          scrollTo(answer.project.id);
        } else {
          update((all) => replaceProject(all, answer.project));
        }
      },
      projectReloaded(project: Project) {
        update((all) => replaceProject(all, project));
      },
      projectDeleted(id: number) {
        update((all) => removeProject(all, id));
      },
      milestoneSaved(answer: SaveMilestoneAnswer) {
        update((all) =>
          all.map((p) => (p.id === answer.milestone.project ? mergeMilestone(answer.project ?? p, answer.milestone) : p)),
        );
      },
      milestoneReloaded(milestone: Milestone) {
        update((all) => all.map((p) => (p.id === milestone.project ? mergeMilestone(p, milestone) : p)));
      },
      milestoneDeleted(projectId: number, milestoneId: number) {
        update((all) => all.map((p) => (p.id === projectId ? removeMilestone(p, milestoneId) : p)));
      },
    }),
    [update, addToFilter, scrollTo],
  );
}
