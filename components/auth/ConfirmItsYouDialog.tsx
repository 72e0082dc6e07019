"use client";

import { useEffect, useState } from "react";
import { startAuthentication } from "@simplewebauthn/browser";
import { apiGet, apiPost } from "@/lib/client/api";
import type { BodyOf } from "@/lib/http/calls";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { REAUTH_MESSAGES, type ReauthMethodsAnswer } from "@/lib/auth/reauth/schemas";
import { OneTimeCodeField } from "./OneTimeCodeField";
import { isCeremonyAborted, passkeyFailureOf } from "./passkey-errors";

type Mode = "password" | "totp";

// "Confirm it's you": the proof an account change asks for, given in place over the dialog
// that asked. The account's password; a passkey when it has no password; a code from the
// authenticator app when 2FA is on.
export function ConfirmItsYouDialog({ open, onDone }: { open: boolean; onDone(proven: boolean): void }) {
  const [methods, setMethods] = useState<ReauthMethodsAnswer | null>(null);
  const [mode, setMode] = useState<Mode>("password");
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void apiGet("/api/auth/reauthenticate/", { announce: false }).then((answer) => {
      if (!live || answer.responseStatus !== 200) return;
      setMethods(answer);
      setMode(answer.password || !answer.totp ? "password" : "totp");
    });
    return () => {
      live = false;
    };
  }, [open]);

  function finish(proven: boolean) {
    setValue("");
    setError("");
    setMethods(null);
    onDone(proven);
  }

  async function prove(body: BodyOf<"POST /api/auth/reauthenticate/">) {
    setBusy(true);
    setError("");
    const answer = await apiPost("/api/auth/reauthenticate/", body, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200) return finish(true);
    // 403: too many wrong proofs ended this session; the client module has sent us to sign in.
    if (answer.responseStatus === 403) return finish(false);
    setValue("");
    setError(answer.errorMessage ?? REAUTH_MESSAGES.wrong);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(REAUTH_MESSAGES.choose);
    await prove(mode === "password" ? { password: value } : { totpCode: value.trim() });
  }

  async function proveWithPasskey() {
    setError("");
    try {
      const optionsJSON = await apiGet("/api/auth/get_authentication_options/", { announce: false });
      const credential = await startAuthentication({ optionsJSON });
      await prove({ credential });
    } catch (caught) {
      const failure = passkeyFailureOf(caught);
      setError(isCeremonyAborted(failure) || failure.code === "ERROR_NOT_ALLOWED" ? "No passkey was used. Please try again." : `The passkey could not be used. (Error code: ${failure.code})`);
    }
  }

  const showForm = methods && (mode === "totp" ? methods.totp : methods.password);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)} title="Confirm it's you" maxWidth={440}>
      <div className="flex flex-col gap-4">
        <p>For your security, please confirm it is you before making this change.</p>
        {showForm && (
          <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
            {mode === "password" ? (
              <TextField label="Your password" type="password" name="reauth_password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
            ) : (
              // No maxLength: a pasted "123 456" keeps its last digit; spaces are taken out as typed.
              <OneTimeCodeField label="Code from your authenticator app" name="reauth_code" digitsOnly value={value} onValueChange={setValue} autoFocus />
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => finish(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Checking ..." : "Confirm"}
              </Button>
            </div>
          </form>
        )}
        {methods?.passkey && (
          <Button variant={showForm ? "secondary" : "primary"} onClick={() => void proveWithPasskey()} disabled={busy}>
            Use your passkey
          </Button>
        )}
        {methods?.totp && (methods.password || methods.passkey) && (
          <Button variant="link" className="self-start" onClick={() => { setMode(mode === "totp" ? "password" : "totp"); setValue(""); setError(""); }}>
            {mode === "totp" ? (methods.password ? "Use your password instead" : "Hide the code box") : "Use a code from your authenticator app instead"}
          </Button>
        )}
        <div aria-live="assertive">{error && <p className="text-red-800">{error}</p>}</div>
        {!showForm && methods && !methods.passkey && (
          <Button variant="secondary" onClick={() => finish(false)}>
            Cancel
          </Button>
        )}
      </div>
    </Dialog>
  );
}
