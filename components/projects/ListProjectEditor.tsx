"use client";

import type { ComponentProps } from "react";
import { ProjectEditorDialog } from "./ProjectEditorDialog";
import { useSaveHandlers, type ListChanges } from "./use-save-handlers";

// The milestone editor comes with it: one chunk for the list to name, not two (each name costs
// the list's own script, docs/benchmarks.md).
export { ListMilestoneEditor } from "./ListMilestoneEditor";

// The project editor as the projects list opens it: the list follows each save, reload and
// delete. Loaded with the editor, on first use, so the list's own script carries none of it
// (docs/benchmarks.md, the script budget).
export function ListProjectEditor({
  changes,
  ...props
}: Omit<ComponentProps<typeof ProjectEditorDialog>, "onSaved" | "onReloaded" | "onDeleted"> & { changes: ListChanges }) {
  const saves = useSaveHandlers(changes);
  return <ProjectEditorDialog {...props} onSaved={saves.projectSaved} onReloaded={saves.projectReloaded} onDeleted={saves.projectDeleted} />;
}
