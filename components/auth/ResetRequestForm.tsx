"use client";

import { useState } from "react";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { EMAIL_PATTERN } from "@/lib/auth/schemas";
import { Button } from "@/components/ui/Button";
import { SignInEmailField } from "./SignInEmailField";
import { fieldErrorsOf } from "./field-errors";

// Password reset, stage 1 (docs/product.md#behaviour): the email to send a reset code to. The
// answer is the same for known and unknown addresses.
export function ResetRequestForm({ initialEmail, onSent }: { initialEmail: string; onSent(email: string): void }) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    if (!EMAIL_PATTERN.test(typed)) {
      setErrors([MESSAGES.resetEmailInvalid]);
      return;
    }
    setErrors([]);
    setBusy(true);
    const answer = await apiPost("/api/auth/request_password_reset_code/", { email: typed });
    setBusy(false);
    if (answer.responseStatus === 200) onSent(typed);
    else if (answer.responseStatus === 422) setErrors(fieldErrorsOf(answer).email ?? [MESSAGES.resetEmailInvalid]);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>Enter the email address of your account and we will send you a code to reset your password.</p>
      <SignInEmailField value={email} onChange={setEmail} errors={errors} announce="assertive" autoFocus />
      <Button type="submit" disabled={busy}>
        {busy ? "Sending ..." : "Send reset code"}
      </Button>
    </form>
  );
}
