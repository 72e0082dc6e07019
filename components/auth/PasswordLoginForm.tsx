"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { safeRedirect } from "./landing";
import { useFinishSignIn } from "./useFinishSignIn";


// Username and password with Remember me (docs/product.md#screens-and-routes). The username field
// also offers saved passkeys through browser autofill ("username webauthn"), started by
// usePasskeyLogin.
export function PasswordLoginForm() {
  const router = useRouter();
  const finish = useFinishSignIn();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    const answer = await apiPost(
      "/api/login/",
      { username, password, remember_me: rememberMe },
      { announce: false },
    );
    if (answer.login === "success") {
      await finish("/profile/");
      return;
    }
    setBusy(false);
    if (answer.login === "twofactor") router.push(safeRedirect(answer.redirect, "/twofactor/"));
    else setError(MESSAGES.loginFailed);
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Username"
        name="username"
        autoComplete="username webauthn"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
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
        {error && <p className="text-red-800">{error}</p>}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Signing in ..." : "Login"}
      </Button>
    </form>
  );
}
