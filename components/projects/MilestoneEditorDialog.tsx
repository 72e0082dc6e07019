"use client";

import { PlacesField } from "@/components/interest/PlacesField";
import { RequestsSection } from "@/components/interest/RequestsSection";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { saveMilestoneSchema, type SaveMilestoneAnswer } from "@/lib/projects/schemas";
import type { Milestone, Project } from "@/lib/projects/types";
import { ConflictNotice } from "./ConflictNotice";
import { DeleteDialog } from "./DeleteDialog";
import { CopyLinkButton } from "./CopyLinkButton";
import { ItemCard, itemPath } from "./ItemCard";
import { milestoneForm, milestonePayload } from "./milestone-form";
import { MilestoneFields } from "./MilestoneFields";
import { PeopleRolesDialog } from "./PeopleRolesDialog";
import { PeopleSummary } from "./PeopleSummary";
import { deleteMilestone, saveMilestone } from "./project-calls";
import { useReferenceLists } from "./use-reference-lists";
import { useVersionedSave } from "./use-versioned-save";
import { otherMessages } from "./validate";
import { ErrorSummary } from "@/components/ui/ErrorSummary";

const FIELDS = ["description", "start_date", "end_date", "status", "looking_for", "domains", "people"];

// Add/Edit Milestone (docs/product.md#dialogs, docs/product.md#behaviour). A save answers with
// the whole project, which replaces the one in the list (milestones sorted by start date).
export function MilestoneEditorDialog({
  project,
  milestone: initial,
  canDelete,
  onClose,
  onSaved,
  onReloaded,
  onDeleted,
}: {
  project: Project;
  milestone: Milestone | null;
  canDelete: boolean;
  onClose(): void;
  onSaved(answer: SaveMilestoneAnswer): void;
  onReloaded(milestone: Milestone): void;
  onDeleted(projectId: number, milestoneId: number): void;
}) {
  const lists = useReferenceLists();
  const [nested, setNested] = useState<"people" | "delete" | null>(null);
  const { item: milestone, form, set, errors, busy, conflict, submit, reload, confirmDelete } = useVersionedSave({
    noun: "milestone",
    initial,
    toForm: (m: Milestone | null) => milestoneForm(m, project),
    toPayload: (f, m) => milestonePayload(f, m, project),
    schema: saveMilestoneSchema,
    save: saveMilestone,
    savedOf: (answer) => (answer.milestone && answer.project ? { milestone: answer.milestone, project: answer.project } : null),
    remove: (m) => deleteMilestone(m.id, project.id),
    onClose,
    onSaved,
    onReloaded,
    onDeleted: (m) => onDeleted(project.id, m.id),
  });

  const problems = otherMessages(errors, FIELDS);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={milestone ? "Edit Milestone" : "Add Milestone"}
      description={`Project: ${project.short_description}`}
      maxWidth={640}
      footer={
        <>
          {milestone && canDelete && (
            <Button variant="danger" className="mr-auto" onClick={() => setNested("delete")}>
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="milestone-form" disabled={busy || !lists.ready}>
            {busy ? "Saving ..." : "Save"}
          </Button>
        </>
      }
    >
      <form method="post" id="milestone-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {milestone && <ItemCard item={{ kind: "milestone", milestone }} copyLink={false} />}
        {conflict && <ConflictNotice message={conflict.message} onReload={reload} />}
        <ErrorSummary errors={errors} also={problems} />
        <MilestoneFields form={form} set={set} errors={errors} lists={lists} />
        <PeopleSummary people={form.people} errors={errors.people} onChange={() => setNested("people")} />
        {milestone && <CopyLinkButton path={itemPath({ kind: "milestone", milestone })} />}
      </form>
      {milestone && <PlacesField milestoneId={milestone.id} />}
      {milestone && <RequestsSection projectId={project.id} milestoneId={milestone.id} />}
      {nested === "people" && (
        <PeopleRolesDialog
          target={{ kind: "milestone", id: milestone?.id ?? null, project: project.id }}
          people={form.people}
          onChange={(people) => set("people", people)}
          onClose={() => setNested(null)}
        />
      )}
      {nested === "delete" && <DeleteDialog type="milestone" onConfirm={confirmDelete} onClose={() => setNested(null)} />}
    </Dialog>
  );
}
