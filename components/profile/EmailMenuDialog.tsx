"use client";

import { useState } from "react";
import { apiPost } from "@/lib/client/api";
import { needsFreshProof, useFreshProof } from "@/components/auth/reauth-context";
import { MESSAGES } from "@/lib/auth/messages";
import { EMAIL_PATTERN } from "@/lib/auth/schemas";
import { Button } from "@/components/ui/Button";
import { closeAfterDelay, Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { fieldErrorsOf } from "@/components/auth/field-errors";

// Email Menu (docs/product.md#dialogs): a new address, checked as
// docs/product.md#validation-messages says; the server sends it a verification email.
export function EmailMenuDialog({
  open,
  currentEmail,
  onOpenChange,
  onChanged,
}: {
  open: boolean;
  currentEmail: string;
  onOpenChange(open: boolean): void;
  onChanged(): void;
}) {
  const [newEmail, setNewEmail] = useState("");
  const withFreshProof = useFreshProof();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  function close() {
    setNewEmail("");
    setErrors([]);
    onOpenChange(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = newEmail.trim();
    if (!EMAIL_PATTERN.test(typed)) return setErrors([MESSAGES.profileEmailInvalid]);
    if (typed.toLowerCase() === currentEmail.toLowerCase()) return setErrors([MESSAGES.sameEmail]);
    setBusy(true);
    setErrors([]);
    const answer = await withFreshProof(() => apiPost("/api/profile/", { action: "updateEmail", newEmail: typed }, { announce: false }));
    setBusy(false);
    if (answer.responseStatus === 200 && answer.response === "success") {
      closeAfterDelay(() => {
        close();
        onChanged();
      });
      return;
    }
    // "Confirm it's you" was cancelled: the address was fine, it was just not sent.
    if (needsFreshProof(answer)) return;
    const fields = fieldErrorsOf(answer);
    setErrors(fields.newEmail ?? [answer.errorMessage ?? MESSAGES.profileEmailInvalid]);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Change Email" maxWidth={480}>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p>
          Your email is <strong className="break-all">{currentEmail}</strong>. We will send a verification code to the new
          address.
        </p>
        <TextField label="New email" name="newEmail" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} errors={errors} required autoFocus />
        <div aria-live="assertive" className="sr-only">
          {errors.join(" ")}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !newEmail.trim()}>
            {busy ? "Saving ..." : "Change Email"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
