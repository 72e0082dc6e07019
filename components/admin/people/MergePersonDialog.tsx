"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Combobox, type ComboboxOption } from "@/components/ui/Combobox";
import { Dialog } from "@/components/ui/Dialog";
import type { AdminPerson } from "@/lib/admin/schemas/people";
import { adminAction } from "../admin-calls";
import { usePersonOptions } from "./use-person-options";

// Merges a duplicate into the person to keep: roles and accounts move, the duplicate goes.
export function MergePersonDialog({ duplicate, onClose, onDone }: { duplicate: AdminPerson; onClose(): void; onDone(text: string): void }) {
  const [term, setTerm] = useState("");
  const [keep, setKeep] = useState<ComboboxOption | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const { options, busy: searching } = usePersonOptions(term, duplicate.id);
  const name = `${duplicate.firstName} ${duplicate.lastName}`;

  async function merge() {
    if (!keep) return;
    setBusy(true);
    const result = await adminAction("/api/admin/people/", { action: "merge", keepId: keep.id, removeId: duplicate.id });
    setBusy(false);
    if (result.ok) onDone(`${name} was merged into ${keep.label}.`);
    else setMessage(result.message ?? Object.values(result.errors)[0]?.[0] ?? "");
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Merge ${name}`}
      description={`Every project and milestone role of ${name} (${duplicate.email}) and any linked account move to the person you choose; then ${name} is deleted. Where both are on the same project or milestone, the lower role id (Lead first) is kept. This cannot be undone.`}
      maxWidth={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void merge()} disabled={!keep || busy}>
            {busy ? "Merging ..." : "Merge and delete duplicate"}
          </Button>
        </>
      }
    >
      <Combobox
        label="Person to keep"
        inputValue={term}
        onInputChange={(value) => {
          setTerm(value);
          setKeep(null);
        }}
        options={options}
        busy={searching}
        onSelect={(option) => {
          setKeep(option);
          setTerm(option.label);
        }}
      />
      {message && (
        <p role="alert" className="mt-2 text-red-800">
          {message}
        </p>
      )}
    </Dialog>
  );
}
