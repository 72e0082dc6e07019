import { effectiveLevel, LEVEL } from "@/lib/levels";
import { LEAD_ROLE } from "./types";

// Who may edit a project or a milestone (docs/product.md#user-levels, docs/product.md#readings), as
// pure rules on what a list row shows: the viewer's level (1 acting as 0, 4 as 3) and people, and
// the roles on the row. The server checks every write with these rules
// (lib/projects/permissions.ts); the screens apply the same ones to the rows of the shared list,
// which carries no per-viewer flags (lib/projects/prepared-lists/). Client-safe: no server imports.

export type EditViewer = { level: number; people: readonly number[] };
/** A person and the role they hold on a project or milestone. */
export type RoleHolder = { id: number; role: number };

/** Level 6 and up: edit everything, add and delete projects and milestones. */
export function isEditor(viewer: EditViewer): boolean {
  return effectiveLevel(viewer.level) >= LEVEL.editor;
}

/** Levels 3 to 5 edit only where they hold role 1 (lead). */
function leads(viewer: EditViewer, people: readonly RoleHolder[]): boolean {
  const level = effectiveLevel(viewer.level);
  if (level < LEVEL.account || level >= LEVEL.editor) return false;
  return people.some((p) => p.role === LEAD_ROLE && viewer.people.includes(p.id));
}

export function canEditProject(viewer: EditViewer, project: { people: readonly RoleHolder[] }): boolean {
  return isEditor(viewer) || leads(viewer, project.people);
}

/** A lead of the parent project may edit its milestones; a milestone's own lead may edit it. */
export function canEditMilestone(
  viewer: EditViewer,
  project: { people: readonly RoleHolder[] },
  milestone: { people: readonly RoleHolder[] },
): boolean {
  return canEditProject(viewer, project) || leads(viewer, milestone.people);
}
