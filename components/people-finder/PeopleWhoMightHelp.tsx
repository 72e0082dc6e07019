"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/Button";
import { focusResult } from "@/components/ui/focus-result";
import { toast } from "@/components/ui/toast";
import { apiGet, apiPost } from "@/lib/client/api";
import { INVITATION_MESSAGES } from "@/lib/invitations/messages";
import { formatUkDate } from "@/lib/dates";
import type { FoundPerson, WhoMightHelpAnswer } from "@/lib/people-finder/finder-schemas";
import { InviteDialog } from "./InviteDialog";
import { PersonCard } from "./PersonCard";

// "People who might help" under a milestone looking for people, for its deciders
// (docs/product.md#open-to-projects): folded until asked for, then the members open to projects
// who fit it, best first, each with Invite, or Withdraw invitation while one waits (and what
// became of their invitation). The server decides who is shown, and to whom; this only shows it.
// After an invitation is sent or withdrawn, focus goes to what the person's card now says.

const statusId = (milestoneId: number, person: number) => `invite-status-${milestoneId}-${person}`;

function invitationStatus(p: FoundPerson): string {
  if (p.no_more) return "Asked not to be invited to this project again.";
  if (p.invitation?.status === "open") return `Invited on ${formatUkDate(p.invitation.created_at.slice(0, 10))}: waiting for their answer.`;
  if (p.invitation?.status === "declined") return `Declined an invitation on ${formatUkDate(p.invitation.created_at.slice(0, 10))}.`;
  if (p.invitation?.status === "withdrawn") return `The invitation of ${formatUkDate(p.invitation.created_at.slice(0, 10))} was withdrawn.`;
  return "";
}

export function PeopleWhoMightHelp({ milestoneId, projectId, description }: { milestoneId: number; projectId: number; description: string }) {
  const [answer, setAnswer] = useState<WhoMightHelpAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [inviting, setInviting] = useState<FoundPerson | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const listId = useId();

  async function load() {
    setLoading(true);
    const a = await apiGet("/api/people_finder/milestone/", { query: { milestone: String(milestoneId) }, redirectOn403: false });
    setLoading(false);
    if (a.responseStatus === 200) setAnswer(a);
  }

  // Taken back while it waits; the card then says so, and offers Invite again.
  async function withdraw(person: FoundPerson) {
    if (!person.invitation) return;
    setWithdrawing(true);
    const a = await apiPost("/api/invitations/withdraw/", { id: person.invitation.id });
    setWithdrawing(false);
    if (a.responseStatus === 200) toast(INVITATION_MESSAGES.withdrawn);
    await load();
    focusResult(statusId(milestoneId, person.id));
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && !answer) void load();
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={toggle} aria-label={`People who might help: ${description}`}>
          People who might help
        </Button>
      </div>
      <div id={listId} hidden={!open} className="flex flex-col gap-2">
        {open && loading && <p role="status">Looking for people…</p>}
        {open && answer && (
          <>
            {answer.people.length === 0 ? (
              <p role="status" className="text-sm text-slate-700">
                {answer.looking ? "Nobody open to projects fits this milestone just now." : "This milestone is not looking for anyone just now."}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={`People who might help: ${description}`}>
                {answer.people.map((person) => (
                  <li key={person.id}>
                    <PersonCard person={person} headingLevel={4}>
                      <p id={statusId(milestoneId, person.id)} tabIndex={-1} className="text-sm font-medium">
                        {invitationStatus(person)}
                      </p>
                      {!person.asked && !person.no_more && person.invitation?.status !== "open" && (
                        <div>
                          <Button onClick={() => setInviting(person)} aria-label={`Invite ${person.name}`}>
                            Invite
                          </Button>
                        </div>
                      )}
                      {person.invitation?.status === "open" && (
                        <div>
                          <Button
                            variant="secondary"
                            disabled={withdrawing}
                            onClick={() => void withdraw(person)}
                            aria-label={`Withdraw the invitation of ${person.name}`}
                          >
                            Withdraw invitation
                          </Button>
                        </div>
                      )}
                    </PersonCard>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm">
              <Link href="/people/" className="inline-block py-0.5 text-sky-800 underline">
                Everyone open to projects
              </Link>
            </p>
          </>
        )}
      </div>
      {inviting && (
        <InviteDialog
          milestoneId={milestoneId}
          projectId={projectId}
          person={inviting}
          onClose={() => setInviting(null)}
          onSent={() => {
            const id = statusId(milestoneId, inviting.id);
            setInviting(null);
            void load().then(() => focusResult(id));
          }}
        />
      )}
    </div>
  );
}
