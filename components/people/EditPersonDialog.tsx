"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import type { AdminPerson } from "@/lib/people/admin-schemas";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { adminAction } from "@/components/admin/admin-calls";
import { ErrorSummary } from "@/components/ui/ErrorSummary";

// The same fields and rules as the project's people dialog, for anyone in the directory.
export function EditPersonDialog({ person, onClose, onDone }: { person: AdminPerson; onClose(): void; onDone(text: string): void }) {
  const [fields, setFields] = useState({ first_name: person.firstName, last_name: person.lastName, email: person.email });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields({ ...fields, [key]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await adminAction("/api/admin/people/", { action: "update", id: person.id, ...fields });
    setBusy(false);
    if (result.ok) return onDone(`Saved ${fields.first_name.trim()} ${fields.last_name.trim()}.`);
    setErrors(result.errors);
    setMessage(result.message ?? "");
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Edit Person"
      maxWidth={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-person" disabled={busy}>
            {busy ? "Saving ..." : "Save"}
          </Button>
        </>
      }
    >
      <form method="post" id="edit-person" onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
        <ErrorSummary errors={errors} />
        <TextField label="First Name" value={fields.first_name} onChange={set("first_name")} errors={errors.first_name} />
        <TextField label="Last Name" value={fields.last_name} onChange={set("last_name")} errors={errors.last_name} />
        <TextField label="Email" type="email" value={fields.email} onChange={set("email")} errors={errors.email} />
        {message && (
          <p role="alert" className="text-red-800">
            {message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
