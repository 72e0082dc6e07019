"use client";

import { lazy, Suspense, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import { DialogLoading } from "@/components/ui/DialogLoading";
import type { Project } from "@/lib/projects/types";

// The project page's edit buttons: each opens the list's own editor dialog, fetched on the first
// press, so readers of the page never load the editors. The page is rendered on the server, so
// after a save it is rendered again (router.refresh) rather than patched here.
const ProjectEditorDialog = lazy(() => import("./ProjectEditorDialog").then((m) => ({ default: m.ProjectEditorDialog })));
const MilestoneEditorDialog = lazy(() => import("./MilestoneEditorDialog").then((m) => ({ default: m.MilestoneEditorDialog })));

type Target = { kind: "project" } | { kind: "milestone"; milestoneId: number } | { kind: "newMilestone" };

const LABELS = { project: "Edit project", milestone: "Edit milestone", newMilestone: "+Milestone" } as const;

export function ProjectPageEditButton({
  project,
  target,
  canDelete,
  label,
}: {
  project: Project;
  target: Target;
  canDelete: boolean;
  /** the accessible name, when the visible text alone is ambiguous */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const close = () => setOpen(false);
  const refresh = () => router.refresh();
  const milestone = target.kind === "milestone" ? (project.milestones.find((m) => m.id === target.milestoneId) ?? null) : null;
  return (
    <>
      <Button variant="secondary" className="!px-3 !py-1 text-sm" aria-label={label} onClick={() => setOpen(true)}>
        {LABELS[target.kind]}
      </Button>
      {open && (
        <Suspense fallback={<DialogLoading />}>
          {target.kind === "project" ? (
            <ProjectEditorDialog
              project={project}
              canDelete={canDelete}
              onClose={close}
              onSaved={refresh}
              onReloaded={refresh}
              onDeleted={() => router.replace("/all_projects/")}
            />
          ) : (
            <MilestoneEditorDialog
              project={project}
              milestone={milestone}
              canDelete={canDelete}
              onClose={close}
              onSaved={refresh}
              onReloaded={refresh}
              onDeleted={refresh}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
