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
import { groupSessions, type SessionGroup } from "./session-groups";

/** Browsers shown before "Show more": the list stays short however many sign-ins pile up. */
const GROUPS_PER_PAGE = 5;

async function fetchSessions(): Promise<SessionSummary[] | null> {
  const answer = await apiGet("/api/auth/sessions/");
  return answer.responseStatus === 200 ? answer.sessions : null;
}

// "Where you are signed in": every active session of the account, one row per browser and
// system with its older sign-ins folded under it (session-groups.ts), five browsers at a time;
// end any, or all but this one.
export function SessionsSection() {
  const [sessions, setSessions] = useState<SessionSummary[] | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [shownGroups, setShownGroups] = useState(GROUPS_PER_PAGE);

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
  const groups = sessions ? groupSessions(sessions) : [];
  const shown = groups.slice(0, shownGroups);
  const hidden = groups.length - shown.length;
  return (
    <ProfileSection id="sessions-heading" title="Where you are signed in">
      {sessions && <SessionRows sessions={shown.map((g) => g.latest)} busyId={busyId} onEnd={(s) => void end(s)} />}
      {shown
        .filter((g) => g.older.length)
        .map((g) => (
          <OlderSignIns key={g.name} group={g} busyId={busyId} onEnd={(s) => void end(s)} />
        ))}
      {hidden > 0 && (
        <div>
          <Button variant="link" onClick={() => setShownGroups((n) => n + GROUPS_PER_PAGE)}>
            Show {Math.min(hidden, GROUPS_PER_PAGE)} more {hidden === 1 ? "browser" : "browsers"}
          </Button>
        </div>
      )}
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

/** The older sign-ins of one browser, folded: most people only ever want the latest. */
function OlderSignIns({ group, busyId, onEnd }: { group: SessionGroup; busyId: string | null; onEnd(session: SessionSummary): void }) {
  const count = group.older.length;
  return (
    <details className="rounded border border-slate-200 px-3 py-1">
      <summary className="min-h-6 cursor-pointer py-1">
        {count} older {count === 1 ? "sign-in" : "sign-ins"} on {group.name}
      </summary>
      <SessionRows sessions={group.older} busyId={busyId} onEnd={onEnd} label={`Older sign-ins on ${group.name}`} />
    </details>
  );
}
