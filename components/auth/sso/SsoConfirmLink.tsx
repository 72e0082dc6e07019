"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { startAuthentication } from "@simplewebauthn/browser";
import { apiGet, apiPost } from "@/lib/client/api";
import type { BodyOf } from "@/lib/http/calls";
import { REAUTH_MESSAGES } from "@/lib/auth/reauth/schemas";
import { SSO_MESSAGES } from "@/lib/auth/sso/messages";
import type { PendingSsoLinkAnswer } from "@/lib/auth/sso/schemas";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { safeRedirect } from "../landing";
import { isCeremonyAborted, passkeyFailureOf } from "../passkey-errors";
import { useFinishSignIn } from "../useFinishSignIn";
import { SignInDeadEnd } from "./SignInDeadEnd";

// "Confirm it's you" after an organisation's first sign-in matched an account that must prove
// itself before it is linked: the account's password (or its passkey, when it has no password).
// Nothing is linked until the server accepts the proof; then the sign-in goes on as usual.
export function SsoConfirmLink() {
  const router = useRouter();
  const finish = useFinishSignIn();
  const [pending, setPending] = useState<PendingSsoLinkAnswer | null>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  /** The message is about the password typed (the box is marked and described by it). */
  const [aboutPassword, setAboutPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errorId = useId();

  /** Back to the password box, emptied, with the message read out: the next try starts there. */
  function tryPasswordAgain(message: string) {
    setPassword("");
    setError(message);
    setAboutPassword(true);
    form.current?.querySelector("input")?.focus();
  }

  useEffect(() => {
    let live = true;
    void apiGet("/api/auth/sso/confirm_link/", { announce: false }).then((answer) => {
      if (live) setPending(answer.responseStatus === 200 ? answer : { pending: false });
    });
    return () => {
      live = false;
    };
  }, []);

  async function prove(body: BodyOf<"POST /api/auth/sso/confirm_link/">) {
    setBusy(true);
    setError("");
    setAboutPassword(false);
    const answer = await apiPost("/api/auth/sso/confirm_link/", body, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200 && answer.response === "success") return finish(safeRedirect(answer.redirect, "/my_projects/"));
    if (answer.responseStatus === 200 && answer.response === "twofactor") return router.push("/twofactor/");
    const message = answer.errorMessage ?? REAUTH_MESSAGES.wrong;
    if ("password" in body) tryPasswordAgain(message);
    else setError(message);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return tryPasswordAgain(pending?.passkey ? SSO_MESSAGES.confirmLinkChoose : SSO_MESSAGES.confirmLinkPassword);
    await prove({ password });
  }

  async function proveWithPasskey() {
    setError("");
    try {
      const optionsJSON = await apiGet("/api/auth/get_authentication_options/", { announce: false });
      await prove({ credential: await startAuthentication({ optionsJSON }) });
    } catch (caught) {
      const failure = passkeyFailureOf(caught);
      setError(isCeremonyAborted(failure) || failure.code === "ERROR_NOT_ALLOWED" ? "No passkey was used. Please try again." : `The passkey could not be used. (Error code: ${failure.code})`);
    }
  }

  if (!pending) return <Spinner label="Loading" />;
  if (!pending.pending) return <SignInDeadEnd tone="warning" message={SSO_MESSAGES.confirmLinkExpired} />;
  // Read out as it comes; shown under the password box when there is one (the box is described
  // by it), else under the passkey's button.
  const message = (
    <div aria-live="assertive">
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <p>{SSO_MESSAGES.confirmLink(pending.organisation ?? "")}</p>
      {pending.password && (
        <form ref={form} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <TextField
              label="Your password"
              type="password"
              name="confirm_link_password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={(!!error && aboutPassword) || undefined}
              aria-describedby={error && aboutPassword ? errorId : undefined}
              autoFocus
            />
            {message}
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? "Checking ..." : "Confirm and link"}
          </Button>
        </form>
      )}
      {pending.passkey && (
        <Button onClick={() => void proveWithPasskey()} disabled={busy}>
          Use your passkey
        </Button>
      )}
      {!pending.password && message}
    </div>
  );
}
