"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { saveProjectSchema, type SaveProjectAnswer } from "@/lib/projects/schemas";
import type { Project } from "@/lib/projects/types";
import { ConflictNotice } from "./ConflictNotice";
import { DeleteDialog } from "./DeleteDialog";
import { CopyLinkButton } from "./CopyLinkButton";
import { ItemCard, itemPath } from "./ItemCard";
import { PeopleRolesDialog } from "./PeopleRolesDialog";
import { PeopleSummary } from "./PeopleSummary";
import { deleteProject, saveProject } from "./project-calls";
import { projectForm, projectPayload } from "./project-form";
import { ProjectFields } from "./ProjectFields";
import { useReferenceLists } from "./use-reference-lists";
import { useVersionedSave } from "./use-versioned-save";
import { otherMessages } from "./validate";
import { ErrorSummary } from "@/components/ui/ErrorSummary";

const FIELDS = ["long_description", "short_description", "start_date", "expected_completion_date", "status", "domains", "people"];

// Add/Edit Project (docs/product.md#dialogs, docs/product.md#behaviour).
export function ProjectEditorDialog({
  project: initial,
  canDelete,
  onClose,
  onSaved,
  onReloaded,
  onDeleted,
}: {
  project: Project | null;
  canDelete: boolean;
  onClose(): void;
  onSaved(answer: SaveProjectAnswer): void;
  onReloaded(project: Project): void;
  onDeleted(id: number): void;
}) {
  const lists = useReferenceLists();
  const [nested, setNested] = useState<"people" | "delete" | null>(null);
  const { item: project, form, set, errors, busy, conflict, submit, reload, confirmDelete } = useVersionedSave({
    noun: "project",
    initial,
    toForm: projectForm,
    toPayload: projectPayload,
    schema: saveProjectSchema,
    save: saveProject,
    savedOf: (answer) => (answer.project && answer.type ? { type: answer.type, project: answer.project } : null),
    remove: (p) => deleteProject(p.id),
    onClose,
    onSaved,
    onReloaded,
    onDeleted: (p) => onDeleted(p.id),
  });

  const problems = otherMessages(errors, FIELDS);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={project ? "Edit Project" : "Add Project"}
      maxWidth={640}
      footer={
        <>
          {project && canDelete && (
            <Button variant="danger" className="mr-auto" onClick={() => setNested("delete")}>
              Delete Project
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="project-form" disabled={busy || !lists.ready}>
            {busy ? "Saving ..." : "Save"}
          </Button>
        </>
      }
    >
      <form method="post" id="project-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {project && <ItemCard item={{ kind: "project", project }} copyLink={false} />}
        {conflict && <ConflictNotice message={conflict.message} onReload={reload} />}
        <ErrorSummary errors={errors} also={problems} />
        <ProjectFields form={form} set={set} errors={errors} lists={lists} />
        {project && <PeopleSummary people={form.people} errors={errors.people} onChange={() => setNested("people")} />}
        {project && <CopyLinkButton path={itemPath({ kind: "project", project })} />}
      </form>
      {nested === "people" && project && (
        <PeopleRolesDialog
          target={{ kind: "project", id: project.id }}
          people={form.people}
          onChange={(people) => set("people", people)}
          onClose={() => setNested(null)}
        />
      )}
      {nested === "delete" && <DeleteDialog type="project" onConfirm={confirmDelete} onClose={() => setNested(null)} />}
    </Dialog>
  );
}
