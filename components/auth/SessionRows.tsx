"use client";

import { Button } from "@/components/ui/Button";
import type { SessionSummary } from "@/lib/auth/sessions/schemas";
import { formatUkDateTime } from "@/lib/dates";

/** Active sessions, each with browser, system, address, times and a Sign out button. Used by the profile and /admin/. */
export function SessionRows({
  sessions,
  busyId,
  onEnd,
  thisDeviceLabel = "This device",
  label = "Signed-in sessions",
}: {
  sessions: SessionSummary[];
  busyId: string | null;
  onEnd(session: SessionSummary): void;
  thisDeviceLabel?: string;
  /** the list's name, when a page shows more than one */
  label?: string;
}) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200" aria-label={label}>
      {sessions.map((s) => {
        const name = s.system ? `${s.browser} on ${s.system}` : s.browser;
        return (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2" aria-label={name}>
            <span>
              <span className="font-medium">{name}</span>
              {s.current && <span className="ml-2 rounded bg-green-100 px-2 text-sm font-medium text-green-900">{thisDeviceLabel}</span>}
              <span className="block text-sm text-slate-700">
                {s.ip ? `Address ${s.ip}. ` : ""}Signed in {s.signedInWith ? `with ${s.signedInWith} ` : ""}
                {formatUkDateTime(s.startedAt)}, last seen {formatUkDateTime(s.lastSeenAt)}
              </span>
            </span>
            <Button variant="secondary" onClick={() => onEnd(s)} disabled={busyId === s.id} aria-label={`Sign out ${name}${s.current ? ` (${thisDeviceLabel.toLowerCase()})` : ""}`}>
              {busyId === s.id ? "Signing out ..." : "Sign out"}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
