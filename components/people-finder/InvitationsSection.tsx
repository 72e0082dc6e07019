"use client";

import { useEffect, useRef, useState } from "react";
import { focusResult } from "@/components/ui/focus-result";
import { apiGet, apiPost } from "@/lib/client/api";
import { INVITATION_MESSAGES as M } from "@/lib/invitations/messages";
import type { InvitationView } from "@/lib/invitations/schemas";
import { InvitationCard, type Answer } from "./InvitationCard";

// "Invitations" on My Profile and My Requests (docs/product.md#invitations): the member's own
// invitations to join milestones, waiting first, then those answered in the last 30 days. Nothing
// shows while there are none. After an answer the list is read again and focus goes to the
// sentence that says what happened.
export function InvitationsSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [invitations, setInvitations] = useState<InvitationView[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const status = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const read = () => apiGet("/api/invitations/mine/", { redirectOn403: false, announce: false });
  async function load() {
    const a = await read();
    if (a.responseStatus === 200) setInvitations(a.invitations);
  }
  useEffect(() => {
    let live = true;
    void read().then((a) => {
      if (live && a.responseStatus === 200) setInvitations(a.invitations);
    });
    return () => {
      live = false;
    };
  }, []);

  async function answer(i: InvitationView, a: Answer) {
    setBusy(true);
    const res = await apiPost("/api/invitations/answer/", { id: i.id, ...a }, { announce: false });
    setBusy(false);
    setSaid(res.responseStatus === 200 ? (a.answer === "accept" ? M.accepted : M.declined) : (res.errorMessage ?? ""));
    await load();
    focusResult(() => status.current);
  }

  if (!invitations?.length && !said) return null;
  return (
    <section id="invitations" aria-labelledby="invitations-heading" className="mb-4 flex scroll-mt-4 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Heading id="invitations-heading" tabIndex={-1} className="text-lg font-semibold">
        Invitations
      </Heading>
      <p ref={status} tabIndex={-1} role="status" className="text-sm font-medium">
        {said}
      </p>
      <ul className="flex flex-col gap-3">
        {(invitations ?? []).map((i) => (
          <li key={i.id}>
            <InvitationCard invitation={i} busy={busy} onAnswer={(a) => void answer(i, a)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
