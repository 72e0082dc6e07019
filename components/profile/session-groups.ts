import type { SessionSummary } from "@/lib/auth/sessions/schemas";

// "Where you are signed in" folds the sessions of one browser on one system (the same name on
// every row, which is all a person can tell them apart by): each group shows its latest, the
// rest fold under it. This browser's group comes first, then the most recently seen.

export type SessionGroup = { name: string; latest: SessionSummary; older: SessionSummary[] };

const sessionName = (s: SessionSummary) => (s.system ? `${s.browser} on ${s.system}` : s.browser);

export function groupSessions(sessions: readonly SessionSummary[]): SessionGroup[] {
  const byName = new Map<string, SessionSummary[]>();
  for (const s of sessions) byName.set(sessionName(s), [...(byName.get(sessionName(s)) ?? []), s]);
  const groups = [...byName].map(([name, members]) => {
    // This browser's own session leads its group, else the most recently seen.
    const ordered = [...members].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    return { name, latest: ordered[0], older: ordered.slice(1) };
  });
  return groups.sort((a, b) => Number(b.latest.current) - Number(a.latest.current) || b.latest.lastSeenAt.localeCompare(a.latest.lastSeenAt));
}
