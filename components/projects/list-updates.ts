import type { Milestone, Project } from "@/lib/projects/types";

// Pure updates of the loaded list after a save or delete (docs/product.md#behaviour).

export function replaceProject(list: Project[], project: Project): Project[] {
  return list.map((p) => (p.id === project.id ? project : p));
}

/** A new project at the end; once only, should the list already have it. */
export function appendProject(list: Project[], project: Project): Project[] {
  return [...removeProject(list, project.id), project];
}

export function removeProject(list: Project[], id: number): Project[] {
  return list.filter((p) => p.id !== id);
}

const byStart = (a: Milestone, b: Milestone) =>
  a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id;

/** The milestone merged into its project, milestones kept sorted by start date. */
export function mergeMilestone(project: Project, milestone: Milestone): Project {
  const others = project.milestones.filter((m) => m.id !== milestone.id);
  return { ...project, milestones: [...others, milestone].sort(byStart) };
}

export function removeMilestone(project: Project, milestoneId: number): Project {
  return { ...project, milestones: project.milestones.filter((m) => m.id !== milestoneId) };
}
