"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiPost } from "@/lib/client/api";
import { MESSAGES } from "@/lib/auth/messages";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";

type LoginAnswer = { login?: string; userLevel?: number; redirect?: string };

export function PasswordLoginForm() {
  const router = useRouter();
  const { refresh } = useSession();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    const answer = await apiPost<LoginAnswer>(
      "/api/login/",
      { username, password, remember_me: rememberMe },
      { announce: false },
    );
    setBusy(false);
    if (answer.login === "success") {
      await refresh();
      router.push("/profile/");
    } else if (answer.login === "twofactor") {
      router.push(answer.redirect ?? "/twofactor/");
    } else {
      setError(MESSAGES.loginFailed);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={error ? "login-error" : undefined}>
      <TextField label="Username" name="username" autoComplete="username webauthn" value={username} onChange={(e) => setUsername(e.target.value)} required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} className="h-4 w-4" />
        Remember me
      </label>
      {error && (
        <p id="login-error" role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? "Signing in ..." : "Login"}
      </Button>
    </form>
  );
}
