"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { apiPost } from "@/lib/client/api";

// The new password twice; the server's password rules answer under the first field.
export function SetPasswordForm({ token, username, onDone, onInvalid }: { token: string; username: string; onDone(): void; onInvalid(): void }) {
  const [password1, setPassword1] = useState("");
  const [password2, setPassword2] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await apiPost("/api/auth/set_password/", { action: "set", token, password1, password2 }, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200 && answer.success) return onDone();
    if (answer.password_error) return setErrors(answer.password_error);
    if (answer.responseStatus === 422) return onInvalid();
    setErrors([answer.errorMessage ?? "Your password could not be saved. Please try again."]);
  }

  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <p>
        Choose a password for <strong>{username}</strong>: at least 8 characters, not mostly your name or username, not a common password and not only digits.
      </p>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField label="New password" type="password" autoComplete="new-password" value={password1} onChange={(e) => setPassword1(e.target.value)} errors={errors} required />
      <TextField label="New password again" type="password" autoComplete="new-password" value={password2} onChange={(e) => setPassword2(e.target.value)} required />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || !password1 || !password2}>
          {busy ? "Saving ..." : "Set password"}
        </Button>
      </div>
    </form>
  );
}
