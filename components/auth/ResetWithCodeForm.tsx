"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { CODE_LENGTH } from "@/lib/auth/verification/code-format";
import { InvalidResetCodeDialog } from "./InvalidResetCodeDialog";
import { safeRedirect } from "./landing";
import { OneTimeCodeField } from "./OneTimeCodeField";
import { PasswordRuleDialog } from "./PasswordRuleDialog";
import { useFinishSignIn } from "./useFinishSignIn";


// Password reset, stage 2 (docs/product.md#behaviour, docs/product.md#error-messages): the emailed
// code and the new password twice. A refused password opens the password-rule dialog, a bad code
// the invalid reset code dialog; success signs the person in.
export function ResetWithCodeForm({ email, onStartAgain }: { email: string; onStartAgain(): void }) {
  const router = useRouter();
  const finish = useFinishSignIn();
  const [code, setCode] = useState("");
  const [password1, setPassword1] = useState("");
  const [password2, setPassword2] = useState("");
  const [busy, setBusy] = useState(false);
  const [passwordErrors, setPasswordErrors] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await apiPost("/api/auth/password_reset_with_code/", { code, password1, password2, email }, { announce: false });
    if (answer.responseStatus === 200 && answer.success) {
      if (answer.twofactor) router.push(safeRedirect(answer.redirect, "/twofactor/"));
      else await finish("/profile/");
      return;
    }
    setBusy(false);
    if (answer.code_error) setCodeError(true);
    else if (answer.password_error) setPasswordErrors(answer.password_error);
    else if (answer.errorMessage) setPasswordErrors([answer.errorMessage]);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>
        If an account uses <strong>{email}</strong>, we have sent it a 6-character code. It is valid for 15 minutes.
      </p>
      <OneTimeCodeField label="Reset code" name="code" value={code} onValueChange={setCode} autoFocus />
      <TextField label="New password" name="password1" type="password" autoComplete="new-password" value={password1} onChange={(e) => setPassword1(e.target.value)} required />
      <TextField label="New password again" name="password2" type="password" autoComplete="new-password" value={password2} onChange={(e) => setPassword2(e.target.value)} required />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={onStartAgain}>
          Send a new code
        </Button>
        <Button type="submit" disabled={busy || code.length !== CODE_LENGTH || !password1 || !password2}>
          {busy ? "Saving ..." : "Reset password"}
        </Button>
      </div>
      <PasswordRuleDialog messages={passwordErrors} onClose={() => setPasswordErrors(null)} />
      <InvalidResetCodeDialog open={codeError} onClose={() => setCodeError(false)} />
    </form>
  );
}
