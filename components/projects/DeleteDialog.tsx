"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";

// Delete confirmation (docs/product.md#dialogs): warnings, and a random 4-digit code that must be typed before
// Delete is enabled.

function randomCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(1000 + (n % 9000));
}

export function DeleteDialog({
  type,
  onConfirm,
  onClose,
}: {
  type: "project" | "milestone";
  /** resolves true when it was deleted */
  onConfirm(): Promise<boolean>;
  onClose(): void;
}) {
  const [code] = useState(randomCode);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === code;

  async function confirm() {
    setBusy(true);
    const deleted = await onConfirm();
    if (!deleted) setBusy(false);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${type === "project" ? "Project" : "Milestone"}`}
      description={`Are you sure you want to delete this ${type}?`}
      maxWidth={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={!matches || busy} onClick={() => void confirm()}>
            {busy ? "Deleting ..." : "Delete"}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>Deleting this {type} wipes all trace of it from the directory.</p>
        <p>If it is no longer going ahead, consider marking it &quot;Abandoned&quot; instead.</p>
        {type === "project" && (
          <p>Deleting a project also removes its links to contributors and deletes all of its milestones.</p>
        )}
        <p className="font-semibold">This cannot be undone.</p>
        <p>
          To confirm, type this code: <strong className="font-mono text-lg tracking-widest" data-testid="delete-code">{code}</strong>
        </p>
        <TextField
          label="Confirmation code"
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
