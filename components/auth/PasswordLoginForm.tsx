"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { carryReturnPath, returnPathOr, safeRedirect } from "./landing";
import { countSignInFailure, HINT_AFTER_FAILURES } from "./sign-in-failures";
import { useFinishSignIn } from "./useFinishSignIn";
import { SsoOffer } from "./sso/SsoButtons";
import type { SignInProviders } from "./sso/useSignInProviders";

const ERROR_ID = "login-error";
const HINT_ID = "login-hint";

// Username and password with Remember me (docs/product.md#screens-and-routes). The username field
// also offers saved passkeys through browser autofill ("username webauthn"), started by
// usePasskeyLogin. A failure says the product's message, under which, from the third failure in
// this tab on, a hint says what else to try (sign-in-failures.ts); both fields point at them.
// Success goes back to the page's safe ?next=, else to /profile/ (docs/product.md#return-path).
export function PasswordLoginForm({ sso }: { sso: SignInProviders }) {
  const router = useRouter();
  const finish = useFinishSignIn();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [hint, setHint] = useState(false);
  // An account whose organisation signs in only through its own provider is told so.
  const [signInWith, setSignInWith] = useState<{ id: number; name: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    setSignInWith(null);
    const answer = await apiPost(
      "/api/login/",
      { username, password, remember_me: rememberMe },
      { announce: false },
    );
    if (answer.login === "success") {
      await finish(returnPathOr("/profile/"));
      return;
    }
    setBusy(false);
    if (answer.login === "twofactor") return router.push(carryReturnPath(safeRedirect(answer.redirect, "/twofactor/")));
    if (answer.responseStatus === 422 && "signInWith" in answer && answer.signInWith) {
      setError(answer.errorMessage ?? MESSAGES.loginFailed);
      setSignInWith(answer.signInWith);
      return;
    }
    setHint(countSignInFailure() >= HINT_AFTER_FAILURES);
    setError(MESSAGES.loginFailed);
  }

  const invalid = error
    ? { "aria-invalid": true, "aria-describedby": hint ? `${ERROR_ID} ${HINT_ID}` : ERROR_ID }
    : {};

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Username"
        name="username"
        autoComplete="username webauthn"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
        {...invalid}
      />
      <SsoOffer sso={sso} address={username} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        {...invalid}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="remember_me" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} className="h-4 w-4" />
          Remember me
        </label>
        <Link href="/password_reset/" className="text-sky-800 underline hover:text-sky-950">
          Forgotten your password?
        </Link>
      </div>
      <div aria-live="assertive">
        {error && (
          <p id={ERROR_ID} className="text-red-800">
            {error}
          </p>
        )}
        {error && hint && (
          <p id={HINT_ID} className="mt-2 rounded border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900">
            {MESSAGES.signInHintStart}
            <Link href="/password_reset/" className="text-sky-800 underline hover:text-sky-950">
              {MESSAGES.signInHintLink}
            </Link>
            {MESSAGES.signInHintEnd}
          </p>
        )}
      </div>
      {signInWith && !sso.forAddress(username) && (
        <Button variant="primary" onClick={() => void sso.start(signInWith)} disabled={sso.busyId !== null}>
          {`Sign in with ${signInWith.name}`}
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? "Signing in ..." : "Login"}
      </Button>
    </form>
  );
}
