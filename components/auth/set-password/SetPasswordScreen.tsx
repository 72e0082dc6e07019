"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { Spinner } from "@/components/ui/Spinner";
import { apiPost } from "@/lib/client/api";
import { LEVEL } from "@/lib/levels";
import { SET_PASSWORD_MESSAGES } from "@/lib/auth/set-password/messages";
import { SetPasswordForm } from "./SetPasswordForm";

type Stage = { kind: "checking" } | { kind: "invalid" } | { kind: "form"; username: string } | { kind: "done"; username: string };

// Checks the link first, so a dead link says so before anyone types a password.
export function SetPasswordScreen() {
  const token = useSearchParams().get("token") ?? "";
  const [stage, setStage] = useState<Stage>({ kind: "checking" });
  // The first call of a new visitor (the user check) brings the CSRF cookie a POST needs.
  const sessionKnown = useSession().userLevel !== LEVEL.unknown;

  useEffect(() => {
    if (!sessionKnown) return;
    let live = true;
    void apiPost("/api/auth/set_password/", { action: "check", token }, { announce: false }).then((answer) => {
      if (!live) return;
      setStage(answer.responseStatus === 200 && answer.username ? { kind: "form", username: answer.username } : { kind: "invalid" });
    });
    return () => {
      live = false;
    };
  }, [token, sessionKnown]);

  if (stage.kind === "checking") return <Spinner label="Checking your link" />;
  if (stage.kind === "invalid") {
    return (
      <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
        {SET_PASSWORD_MESSAGES.linkInvalid}
      </p>
    );
  }
  if (stage.kind === "done") {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p>
          Your password is set, <strong>{stage.username}</strong>. You can now sign in with your username and new password.
        </p>
        <p>
          <Link href="/login/" className="font-medium text-sky-800 underline">
            Go to the login page
          </Link>
        </p>
      </div>
    );
  }
  return (
    <SetPasswordForm
      token={token}
      username={stage.username}
      onDone={() => setStage({ kind: "done", username: stage.username })}
      onInvalid={() => setStage({ kind: "invalid" })}
    />
  );
}
