"use client";

import { useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { formatUkDateTime } from "@/lib/dates";
import { Spinner } from "@/components/ui/Spinner";
import { apiPost } from "@/lib/client/api";
import { LEVEL } from "@/lib/levels";
import type { SharedProjectsAnswer } from "@/lib/organisations/partner-schemas";
import { SHARE_MESSAGES } from "@/lib/share/messages";
import { SharedProjectsView } from "./SharedProjectsView";

type State = { kind: "loading" } | { kind: "shown"; answer: SharedProjectsAnswer } | { kind: "refused"; message: string };

// /share/?token=… : whoever holds a share link sees the organisation's projects, read-only.
// The link is checked by the server on every opening, so a revoked or expired link shows why.
export function SharedProjectsScreen() {
  const token = useSearchParams().get("token") ?? "";
  const { userLevel } = useSession();
  const [loaded, setState] = useState<State>({ kind: "loading" });
  const state: State = token ? loaded : { kind: "refused", message: SHARE_MESSAGES.notValid };

  // Wait for the first user check: it gives this browser the CSRF token the POST needs.
  const ready = userLevel !== LEVEL.unknown;
  useEffect(() => {
    if (!ready || !token) return;
    let live = true;
    void apiPost("/api/shared_projects/", { token }, { announce: false, redirectOn403: false }).then(
      (answer) => {
        if (!live) return;
        if (answer.responseStatus === 200) setState({ kind: "shown", answer });
        else setState({ kind: "refused", message: answer.errorMessage ?? SHARE_MESSAGES.notValid });
      },
    );
    return () => {
      live = false;
    };
  }, [ready, token]);

  if (state.kind === "loading") return <Spinner label="Opening the shared projects" />;
  if (state.kind === "refused") {
    return (
      <section aria-labelledby="share-refused-title" className="flex flex-col gap-3">
        <h1 id="share-refused-title" className="text-2xl font-semibold">
          Shared projects
        </h1>
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {state.message}
        </p>
      </section>
    );
  }
  return (
    <SharedProjectsView
      answer={state.answer}
      intro={
        <p className="text-slate-700">
          A read-only list shared with you by link. Select a project to see whom to contact. This link works until{" "}
          {formatUkDateTime(state.answer.expiresAt)}.
        </p>
      }
    />
  );
}
