"use client";

import { useState } from "react";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { LEVEL } from "@/lib/levels";
import { Button } from "@/components/ui/Button";
import { closeAfterDelay, Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { allMessagesOf } from "@/components/auth/field-errors";

// Change Password (docs/product.md#dialogs): errors are listed under "Please check the following"
// (docs/product.md#error-messages); level 9 also sees Create Passkey here
// (docs/product.md#user-levels).
export function ChangePasswordDialog({
  open,
  userLevel,
  onOpenChange,
  onChanged,
  onCreatePasskey,
}: {
  open: boolean;
  userLevel: number;
  onOpenChange(open: boolean): void;
  onChanged(): void;
  onCreatePasskey(): void;
}) {
  const [old, setOld] = useState("");
  const [new1, setNew1] = useState("");
  const [new2, setNew2] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  function close() {
    setOld("");
    setNew1("");
    setNew2("");
    setErrors([]);
    onOpenChange(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    const answer = await apiPost("/api/auth/change_password/", { old, new1, new2 }, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200 && answer.response === "success") {
      closeAfterDelay(() => {
        close();
        onChanged();
      });
      return;
    }
    const messages = allMessagesOf(answer);
    setErrors(messages.length > 0 ? messages : [answer.errorMessage ?? "Your password could not be changed. Please try again."]);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Change Password" maxWidth={480}>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Old password" name="old" type="password" autoComplete="current-password" value={old} onChange={(e) => setOld(e.target.value)} required />
        <TextField label="New password" name="new1" type="password" autoComplete="new-password" value={new1} onChange={(e) => setNew1(e.target.value)} required />
        <TextField label="New password again" name="new2" type="password" autoComplete="new-password" value={new2} onChange={(e) => setNew2(e.target.value)} required />
        <div aria-live="assertive">
          {errors.length > 0 && (
            <div className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
              <p className="font-medium">{MESSAGES.changePasswordHeading}</p>
              <ul className="mt-1 list-disc pl-5">
                {errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {userLevel >= LEVEL.admin && (
            <Button variant="secondary" onClick={onCreatePasskey} className="mr-auto">
              Create Passkey
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !old || !new1 || !new2}>
            {busy ? "Saving ..." : "Change Password"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
