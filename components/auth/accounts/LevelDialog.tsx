"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField } from "@/components/ui/SelectField";
import { ACCOUNT_LEVELS, type AdminAccount } from "@/lib/auth/accounts/schemas";
import { adminAction } from "@/components/admin/admin-calls";
import { LEVEL_NAMES } from "./account-actions";

const LEVEL_OPTIONS = ACCOUNT_LEVELS.map((id) => ({ id, description: LEVEL_NAMES[id] }));

// The new level applies from the account's next request: no sign-out needed.
export function LevelDialog({ account, onClose, onDone }: { account: AdminAccount; onClose(): void; onDone(text: string): void }) {
  const [level, setLevel] = useState(ACCOUNT_LEVELS.includes(account.level as 3) ? account.level : 3);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    const result = await adminAction("/api/admin/accounts/", { action: "set_level", id: account.id, level });
    setBusy(false);
    if (result.ok) onDone(`${account.username} is now level ${level}.`);
    else setMessage(result.message ?? result.errors.level?.[0] ?? "");
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Change level of ${account.username}`}
      description={`Now level ${account.level}. The change applies to their next request.`}
      maxWidth={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? "Saving ..." : "Save level"}
          </Button>
        </>
      }
    >
      <SelectField label="New level" options={LEVEL_OPTIONS} value={level} onChange={(e) => setLevel(Number(e.target.value))} />
      {message && (
        <p role="alert" className="mt-2 text-red-800">
          {message}
        </p>
      )}
    </Dialog>
  );
}
