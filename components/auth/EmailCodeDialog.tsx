"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { CODE_LENGTH } from "@/lib/auth/verification/code-format";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { fieldErrorsOf } from "./field-errors";
import { carryReturnPath, landingAfterCode, returnPathOr, safeRedirect } from "./landing";
import { OneTimeCodeField } from "./OneTimeCodeField";
import { useFinishSignIn } from "./useFinishSignIn";


// The Email code dialog (docs/product.md#dialogs): the code is tidied as typed or pasted, Submit
// stays disabled until it has 6 characters (docs/product.md#validation-messages);
// `confirm_email_required` (a code used in another browser) asks for the email again
// (docs/product.md#behaviour). Success goes back to the login page's safe ?next=
// (docs/product.md#return-path).
export function EmailCodeDialog({
  open,
  email,
  onOpenChange,
}: {
  open: boolean;
  email: string;
  onOpenChange(open: boolean): void;
}) {
  const router = useRouter();
  const finish = useFinishSignIn();
  const [code, setCode] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [needConfirm, setNeedConfirm] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function reset(nextOpen: boolean) {
    if (!nextOpen) {
      setCode("");
      setConfirmEmail("");
      setNeedConfirm(false);
      setErrors({});
    }
    onOpenChange(nextOpen);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    setBusy(true);
    setErrors({});
    const sentEmail = (needConfirm ? confirmEmail : email).trim();
    const answer = await apiPost(
      "/api/auth/confirm_email_login/",
      sentEmail ? { code, email: sentEmail } : { code },
      { announce: false },
    );
    setBusy(false);
    if (answer.response === "confirm_email_required") {
      setNeedConfirm(true);
      return;
    }
    if (answer.response === "twofactor") {
      router.push(carryReturnPath(safeRedirect(answer.redirect, "/twofactor/")));
      return;
    }
    if (answer.responseStatus === 200 && answer.response === "success") {
      await finish(returnPathOr(safeRedirect(answer.redirect, landingAfterCode(answer.userLevel ?? 2))));
      return;
    }
    const fields = fieldErrorsOf(answer);
    if (fields.email && !needConfirm) setNeedConfirm(true);
    // A refusal that says how to sign in instead (the organisation signs in through its provider).
    const told = "signInWith" in answer && answer.signInWith ? answer.errorMessage : undefined;
    const fallback = told ?? (answer.responseStatus === 422 ? MESSAGES.loginFailed : (answer.errorMessage ?? MESSAGES.loginFailed));
    setErrors(fields.code || fields.email ? fields : { code: [fallback] });
  }

  const shown = [...(errors.code ?? []), ...(errors.email ?? [])];
  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title="Email code"
      maxWidth={460}
      description={email ? `We have sent a 6-character code to ${email}. It is valid for 15 minutes.` : "Enter the 6-character code from your email."}
    >
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <OneTimeCodeField label="Code" name="code" value={code} onValueChange={setCode} errors={errors.code} autoFocus />
        {needConfirm && (
          <>
            <p className="text-sm text-slate-700">Please confirm the email address the code was sent to.</p>
            <TextField
              label="Confirm email"
              name="confirm_email"
              type="email"
              autoComplete="email"
              value={confirmEmail}
              onChange={(e) => setConfirmEmail(e.target.value)}
              errors={errors.email}
              autoFocus
            />
          </>
        )}
        <div aria-live="polite" className="sr-only">
          {needConfirm && !confirmEmail ? "Please confirm your email address." : shown.join(" ")}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => reset(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || code.length !== CODE_LENGTH || (needConfirm && !confirmEmail.trim())}>
            {busy ? "Checking ..." : "Submit"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
