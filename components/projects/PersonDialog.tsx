"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { closeAfterDelay, Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { toast } from "@/components/ui/toast";
import { personFieldsSchema, type SavedPerson } from "@/lib/people/schemas";
import { savePerson, type PeopleTarget } from "./project-calls";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { otherMessages, validate } from "./validate";
import { ErrorSummary } from "@/components/ui/ErrorSummary";

const FIELDS = ["first_name", "last_name", "email"] as const;

export type PersonDraft = { id?: number; first_name: string; last_name: string; email: string };

// Add Person / Edit Person (docs/product.md#dialogs). Server messages are listed under their fields.
export function PersonDialog({
  target,
  person,
  onSaved,
  onClose,
}: {
  target: PeopleTarget;
  /** the person to edit; absent to add one */
  person?: PersonDraft;
  onSaved(person: SavedPerson): void;
  onClose(): void;
}) {
  const [draft, setDraft] = useState<PersonDraft>(person ?? { first_name: "", last_name: "", email: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: "first_name" | "last_name" | "email", value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local = validate(personFieldsSchema, draft);
    if (local) return setErrors(local);
    setBusy(true);
    const answer = await savePerson(target, draft);
    if (answer.responseStatus === 200 && typeof answer.id === "number") {
      setErrors({});
      onSaved(answer as SavedPerson);
      toast(`${draft.first_name.trim()} ${draft.last_name.trim()} ${person?.id ? "saved" : "added"}.`);
      closeAfterDelay(onClose);
      return;
    }
    setBusy(false);
    setErrors(answer.errors ?? (answer.errorMessage ? { form: [answer.errorMessage] } : {}));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={person?.id ? "Edit Person" : "Add Person"}
      maxWidth={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="person-form" disabled={busy}>
            {busy ? "Saving ..." : "Save"}
          </Button>
        </>
      }
    >
      <form method="post" id="person-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <ErrorSummary errors={errors} also={otherMessages(errors, FIELDS)} />
        <TextField label="First Name" value={draft.first_name} autoComplete="off" errors={errors.first_name} onChange={(e) => set("first_name", e.target.value)} />
        <TextField label="Last Name" value={draft.last_name} autoComplete="off" errors={errors.last_name} onChange={(e) => set("last_name", e.target.value)} />
        <TextField label="Email" type="email" value={draft.email} autoComplete="off" errors={errors.email} onChange={(e) => set("email", e.target.value)} />
      </form>
    </Dialog>
  );
}
