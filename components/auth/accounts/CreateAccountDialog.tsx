"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField } from "@/components/ui/SelectField";
import { TextField } from "@/components/ui/TextField";
import { ACCOUNT_LEVELS } from "@/lib/auth/accounts/schemas";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { adminAction } from "@/components/admin/admin-calls";
import { LEVEL_NAMES } from "./account-actions";
import { ErrorSummary } from "@/components/ui/ErrorSummary";

const LEVEL_OPTIONS = ACCOUNT_LEVELS.map((id) => ({ id, description: LEVEL_NAMES[id] }));

// A new account never gets a password from the admin: the person is emailed a link to set one.
export function CreateAccountDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(username: string, email: string): void }) {
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [level, setLevel] = useState(3);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  function reset() {
    setUsername("");
    setEmail("");
    setLevel(3);
    setErrors({});
    setMessage("");
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await adminAction("/api/admin/accounts/", { action: "create", username, email, level });
    setBusy(false);
    if (result.ok) {
      onCreated(username.trim(), email.trim());
      reset();
      return;
    }
    setErrors(result.errors);
    setMessage(result.message ?? "");
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && (reset(), onClose())}
      title="Create account"
      description="The person receives an email with a link to set their own password. The link works once, for 72 hours."
      maxWidth={520}
      footer={
        <>
          <Button variant="secondary" onClick={() => (reset(), onClose())}>
            Cancel
          </Button>
          <Button type="submit" form="create-account" disabled={busy}>
            {busy ? "Creating ..." : "Create and send link"}
          </Button>
        </>
      }
    >
      <form method="post" id="create-account" onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
        <ErrorSummary errors={errors} />
        <TextField label="Username" value={username} onChange={(e) => setUsername(e.target.value)} errors={errors.username} autoComplete="off" required />
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} autoComplete="off" required />
        <SelectField label="Level" options={LEVEL_OPTIONS} value={level} onChange={(e) => setLevel(Number(e.target.value))} errors={errors.level} />
        {message && (
          <p role="alert" className="text-red-800">
            {message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
