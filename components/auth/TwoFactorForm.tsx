"use client";

import { useState } from "react";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { CODE_LENGTH } from "@/lib/auth/verification/code-format";
import { returnPathOr, safeRedirect } from "./landing";
import { OneTimeCodeField } from "./OneTimeCodeField";
import { useFinishSignIn } from "./useFinishSignIn";


// The second step for accounts with an authenticator: its screen, where it leads and what it says
// (docs/product.md#screens-and-routes, docs/product.md#behaviour, docs/product.md#error-messages).
// The login page's safe ?next=, carried here, comes before the server's landing
// (docs/product.md#return-path).
export function TwoFactorForm() {
  const finish = useFinishSignIn();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    const answer = await apiPost("/api/auth/twofactor_login/", { code }, { announce: false });
    if (answer.responseStatus === 200 && answer.response === "success") {
      await finish(returnPathOr(safeRedirect(answer.redirect, "/profile/")));
      return;
    }
    setBusy(false);
    setCode("");
    // A 403 here means the first step has lapsed; the api module sends the person to /login/.
    if (answer.responseStatus === 403) return;
    setError(answer.responseStatus === 422 ? MESSAGES.twoFactorLoginError : (answer.errorMessage ?? MESSAGES.twoFactorLoginError));
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>Open your authenticator app and enter the 6-digit code it shows for this site.</p>
      <OneTimeCodeField
        label="Authenticator code"
        name="code"
        digitsOnly
        value={code}
        onValueChange={setCode}
        errors={error ? [error] : undefined}
        autoFocus
      />
      <div aria-live="assertive" className="sr-only">
        {error}
      </div>
      <Button type="submit" disabled={busy || code.length !== CODE_LENGTH}>
        {busy ? "Checking ..." : "Submit"}
      </Button>
    </form>
  );
}
