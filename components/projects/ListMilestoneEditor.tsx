"use client";

import type { ComponentProps } from "react";
import { MilestoneEditorDialog } from "./MilestoneEditorDialog";
import { useSaveHandlers, type ListChanges } from "./use-save-handlers";

// The milestone editor as the projects list opens it: the list follows each save, reload and
// delete. Loaded with the editor, on first use, so the list's own script carries none of it
// (docs/benchmarks.md, the script budget).
export function ListMilestoneEditor({
  changes,
  ...props
}: Omit<ComponentProps<typeof MilestoneEditorDialog>, "onSaved" | "onReloaded" | "onDeleted"> & { changes: ListChanges }) {
  const saves = useSaveHandlers(changes);
  return <MilestoneEditorDialog {...props} onSaved={saves.milestoneSaved} onReloaded={saves.milestoneReloaded} onDeleted={saves.milestoneDeleted} />;
}
