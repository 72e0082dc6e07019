"use client";

import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { apiGet, apiPost } from "@/lib/client/api";
import type { SessionSummary } from "@/lib/auth/sessions/schemas";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/toast";
import { SessionRows } from "@/components/auth/SessionRows";
import { ProfileSection } from "./ProfileSection";

async function fetchSessions(): Promise<SessionSummary[] | null> {
  const answer = await apiGet("/api/auth/sessions/");
  return answer.responseStatus === 200 ? answer.sessions : null;
}

// "Where you are signed in": every active session of the account; end any, or all but this one.
export function SessionsSection() {
  const [sessions, setSessions] = useState<SessionSummary[] | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const router = useRouter();
  const { clear } = useSession();

  const load = useCallback(async () => {
    const next = await fetchSessions();
    if (next) setSessions(next);
  }, []);

  useEffect(() => {
    let current = true;
    void fetchSessions().then((next) => current && next && setSessions(next));
    return () => {
      current = false;
    };
  }, []);

  async function end(session: SessionSummary) {
    setBusyId(session.id);
    const answer = await apiPost("/api/auth/sessions/end/", { id: session.id });
    setBusyId(null);
    if (answer.responseStatus === 200 && answer.signedOut) {
      // Ending this browser's own session is signing out, as on the Logout screen.
      clear();
      return router.push("/");
    }
    if (answer.responseStatus === 200) toast(`${session.browser}${session.system ? ` on ${session.system}` : ""} has been signed out.`);
    await load();
  }

  async function endOthers() {
    setBusyId("others");
    const answer = await apiPost("/api/auth/sessions/end_others/", {});
    setBusyId(null);
    if (answer.responseStatus === 200) toast("You have been signed out everywhere else.");
    await load();
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <ProfileSection id="sessions-heading" title="Where you are signed in">
      {sessions && <SessionRows sessions={sessions} busyId={busyId} onEnd={(s) => void end(s)} />}
      {others > 0 && (
        <div>
          <Button variant="secondary" onClick={() => void endOthers()} disabled={busyId === "others"}>
            Sign out everywhere else
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}
