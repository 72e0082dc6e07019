"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import type { ComboboxOption } from "@/components/ui/Combobox";
import type { AdminPerson } from "@/lib/people/admin-schemas";
import { adminAction } from "@/components/admin/admin-calls";
import { PersonPickerDialog } from "./PersonPickerDialog";

// Merges a duplicate into the person to keep: roles and accounts move, the duplicate goes.
export function MergePersonDialog({ duplicate, onClose, onDone }: { duplicate: AdminPerson; onClose(): void; onDone(text: string): void }) {
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const name = `${duplicate.firstName} ${duplicate.lastName}`;

  async function merge(keep: ComboboxOption) {
    setBusy(true);
    const result = await adminAction("/api/admin/people/", { action: "merge", keepId: keep.id, removeId: duplicate.id });
    setBusy(false);
    if (result.ok) onDone(`${name} was merged into ${keep.label}.`);
    else setMessage(result.message ?? Object.values(result.errors)[0]?.[0] ?? "");
  }

  return (
    <PersonPickerDialog
      title={`Merge ${name}`}
      description={`Every project and milestone role of ${name} (${duplicate.email}) and any linked account move to the person you choose; then ${name} is deleted. Where both are on the same project or milestone, the lower role id (Lead first) is kept. This cannot be undone.`}
      maxWidth={560}
      label="Person to keep"
      excludeId={duplicate.id}
      message={message}
      onClose={onClose}
      footer={(keep) => (
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => keep && void merge(keep)} disabled={!keep || busy}>
            {busy ? "Merging ..." : "Merge and delete duplicate"}
          </Button>
        </>
      )}
    />
  );
}
