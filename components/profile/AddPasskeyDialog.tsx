"use client";

import { useState } from "react";
import { startRegistration } from "@simplewebauthn/browser";
import { apiGet, apiPost } from "@/lib/client/api";
import { Button } from "@/components/ui/Button";
import { closeAfterDelay, Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { isCeremonyAborted, passkeyFailureOf } from "@/components/auth/passkey-errors";
import { needsFreshProof, useFreshProof } from "@/components/auth/reauth-context";

const FAILURE_TEXT: Record<string, string> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: "This device already holds a passkey for your account.",
  passkey_already_registered: "This device already holds a passkey for your account.",
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: "This device cannot check it is you (fingerprint, face or PIN), which passkeys here need.",
  user_verification_required: "The passkey was made without checking it is you (fingerprint, face or PIN). Please try again.",
};

// Add a Passkey (docs/product.md#dialogs): a name for it, then the browser's passkey ceremony.
export function AddPasskeyDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange(open: boolean): void; onAdded(): void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const withFreshProof = useFreshProof();

  function close() {
    setName("");
    setError("");
    onOpenChange(false);
  }

  async function create(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      const options = await withFreshProof(() => apiGet("/api/auth/get_passkey_options/", { announce: false }));
      // "Confirm it's you" was cancelled: nothing to report.
      if (needsFreshProof(options)) return;
      if (options.responseStatus !== 200) throw new Error(options.errorMessage ?? "The passkey could not be started.");
      const credential = await startRegistration({ optionsJSON: options });
      const answer = await withFreshProof(() =>
        apiPost(
          "/api/auth/confirm_passkey_registration/",
          { credential, name: name.trim() || undefined },
          { announce: false },
        ),
      );
      if (answer.responseStatus === 200 && answer.data === "success") {
        closeAfterDelay(() => {
          close();
          onAdded();
        });
        return;
      }
      const code = answer.error ?? `HTTP_${answer.responseStatus}`;
      setError(`${FAILURE_TEXT[code] ?? answer.errorMessage ?? "The passkey could not be saved."} (Error code: ${code})`);
    } catch (caught) {
      const failure = passkeyFailureOf(caught);
      setError(
        isCeremonyAborted(failure) || failure.code === "ERROR_NOT_ALLOWED"
          ? "No passkey was made. Please try again when you are ready."
          : `${FAILURE_TEXT[failure.code] ?? "The passkey could not be made."} (Error code: ${failure.code})`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Add a Passkey" maxWidth={480}>
      <form method="post" onSubmit={create} noValidate className="flex flex-col gap-4">
        <p>
          A passkey lets you sign in with your fingerprint, face or device PIN instead of a password. Give it a name
          so you can tell your devices apart.
        </p>
        <TextField label="Passkey name" name="passkey_name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder="e.g. Work laptop" autoFocus />
        <div aria-live="assertive">{error && <p className="text-red-800">{error}</p>}</div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Waiting for your device ..." : "Create Passkey"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
