"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import type { AdminAccount } from "@/lib/auth/accounts/schemas";
import { adminAction } from "@/components/admin/admin-calls";
import { PersonPickerDialog } from "@/components/people/PersonPickerDialog";

// Links an account to the person who appears on projects (their "My Projects"), or unlinks it.
export function LinkPersonDialog({ account, onClose, onDone }: { account: AdminAccount; onClose(): void; onDone(text: string): void }) {
  const [message, setMessage] = useState("");

  async function save(person: { id: number; label: string } | null) {
    const result = await adminAction("/api/admin/accounts/", { action: "link_person", id: account.id, personId: person?.id ?? null });
    if (!result.ok) return setMessage(result.message ?? "");
    onDone(person ? `${account.username} is linked to ${person.label}.` : `${account.username} is no longer linked to a person.`);
  }

  return (
    <PersonPickerDialog
      title={`Link ${account.username} to a person`}
      description={account.person ? `Now linked to ${account.person.name} (${account.person.email}).` : "Not linked to a person yet."}
      maxWidth={520}
      label="Search for Person"
      message={message}
      onClose={onClose}
      footer={(picked) => (
        <>
          {account.person && (
            <Button variant="secondary" onClick={() => void save(null)}>
              Unlink
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => picked && void save(picked)} disabled={!picked}>
            Link
          </Button>
        </>
      )}
    />
  );
}
