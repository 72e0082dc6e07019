"use client";

import { useState } from "react";
import { apiPost } from "@/lib/client/api";
import { needsFreshProof, useFreshProof } from "@/components/auth/reauth-context";
import { Button } from "@/components/ui/Button";
import { closeAfterDelay, Dialog } from "@/components/ui/Dialog";
import { TwoFactorSetup } from "./TwoFactorSetup";

// Manage 2FA (docs/product.md#dialogs): set it up, or remove it; both ask "Confirm it's you"
// without a fresh proof.
export function Manage2faDialog({
  open,
  enabled,
  onOpenChange,
  onChanged,
}: {
  open: boolean;
  enabled: boolean;
  onOpenChange(open: boolean): void;
  onChanged(): void;
}) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState(false);
  const withFreshProof = useFreshProof();

  function close() {
    setError("");
    setRemoved(false);
    onOpenChange(false);
  }

  async function remove() {
    setBusy(true);
    setError("");
    const answer = await withFreshProof(() => apiPost("/api/profile/", { action: "remove2FA" }, { announce: false }));
    setBusy(false);
    if (answer.responseStatus === 200 && answer.response === "success") {
      setRemoved(true);
      closeAfterDelay(() => {
        close();
        onChanged();
      });
      return;
    }
    // "Confirm it's you" was cancelled: nothing went wrong, nothing was changed.
    if (needsFreshProof(answer)) return;
    setError(answer.errorMessage ?? "Two-factor authentication could not be removed. Please try again.");
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Manage 2FA"
      maxWidth={520}
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      {enabled || removed ? (
        <div className="flex flex-col gap-4">
          <p role="status">
            {removed ? "Two-factor authentication has been removed." : "Two-factor authentication is on. Signing in with your password also asks for a code from your authenticator app."}
          </p>
          <div aria-live="assertive">{error && <p className="text-red-800">{error}</p>}</div>
          {!removed && (
            <div>
              <Button variant="danger" onClick={() => void remove()} disabled={busy}>
                {busy ? "Removing ..." : "Remove 2FA"}
              </Button>
            </div>
          )}
        </div>
      ) : (
        open && (
          <TwoFactorSetup
            onEnabled={() =>
              closeAfterDelay(() => {
                close();
                onChanged();
              })
            }
          />
        )
      )}
    </Dialog>
  );
}
