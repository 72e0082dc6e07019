"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Combobox, type ComboboxOption } from "@/components/ui/Combobox";
import { Dialog } from "@/components/ui/Dialog";
import type { AdminAccount } from "@/lib/admin/schemas/accounts";
import { adminAction } from "../admin-calls";
import { usePersonOptions } from "../people/use-person-options";

// Links an account to the person who appears on projects (their "My Projects"), or unlinks it.
export function LinkPersonDialog({ account, onClose, onDone }: { account: AdminAccount; onClose(): void; onDone(text: string): void }) {
  const [term, setTerm] = useState("");
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  const [message, setMessage] = useState("");
  const { options, busy } = usePersonOptions(term);

  async function save(personId: number | null) {
    const result = await adminAction("/api/admin/accounts/", { action: "link_person", id: account.id, personId });
    if (!result.ok) return setMessage(result.message ?? "");
    onDone(personId ? `${account.username} is linked to ${picked?.label}.` : `${account.username} is no longer linked to a person.`);
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Link ${account.username} to a person`}
      description={account.person ? `Now linked to ${account.person.name} (${account.person.email}).` : "Not linked to a person yet."}
      maxWidth={520}
      footer={
        <>
          {account.person && (
            <Button variant="secondary" onClick={() => void save(null)}>
              Unlink
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => picked && void save(picked.id)} disabled={!picked}>
            Link
          </Button>
        </>
      }
    >
      <Combobox
        label="Search for Person"
        inputValue={term}
        onInputChange={(value) => {
          setTerm(value);
          setPicked(null);
        }}
        options={options}
        busy={busy}
        onSelect={(option) => {
          setPicked(option);
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
