"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import type { AdminPerson } from "@/lib/people/admin-schemas";
import { adminAction } from "@/components/admin/admin-calls";
import { chosenLeads, NewLeadsFields, type LeadChoice } from "./NewLeadsFields";

// Erases a person (docs/product.md#erasure): says what goes and what stays, asks for new leads of
// the open projects they lead, and for "Erase" typed, which the server checks too.
export function ErasePersonDialog({ person, onClose, onDone }: { person: AdminPerson; onClose(): void; onDone(text: string): void }) {
  const [choice, setChoice] = useState<LeadChoice>({ mode: "all", all: null, each: {} });
  const [confirm, setConfirm] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const name = `${person.firstName} ${person.lastName}`;
  const newLeads = chosenLeads(person.openLeads, choice);
  const ready = confirm === "Erase" && newLeads !== null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || !newLeads) return;
    setBusy(true);
    const result = await adminAction("/api/admin/people/erase/", { id: person.id, confirm: "Erase", newLeads });
    setBusy(false);
    // The token is what the admin will find them by now, in the lists and the activity log.
    if (result.ok) return onDone(`The person was erased. They are now shown as ${result.token ? `Former member ${result.token}` : "Former member"}.`);
    setMessage(result.message ?? Object.values(result.errors)[0]?.[0] ?? "");
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Erase ${name}`}
      description={`${name} (${person.email}) will be shown as "Former member" and a random token wherever they appear: projects, milestones, the activity log, requests and mail. ${
        person.accounts.length ? `Their account (${person.accounts.join(", ")}) is deleted with its sessions and passkeys. ` : ""
      }This cannot be undone.`}
      maxWidth={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="erase-person" variant="danger" disabled={!ready || busy}>
            {busy ? "Erasing ..." : "Erase person"}
          </Button>
        </>
      }
    >
      <form method="post" id="erase-person" onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
        {person.openLeads.length > 0 && <NewLeadsFields person={person} choice={choice} onChange={setChoice} />}
        <TextField label='Type "Erase" to confirm' value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
        {message && (
          <p role="alert" className="text-red-800">
            {message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
