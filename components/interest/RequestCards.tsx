"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import { SelectField, type SelectOption } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/client/api";
import type { BodyOf } from "@/lib/http/calls";
import { MESSAGE_MAX, STAGE_NAMES } from "@/lib/interest/constants";
import { INTEREST_MESSAGES as M } from "@/lib/interest/messages";
import type { OpenRequest } from "@/lib/interest/schemas";
import { shortDate } from "./texts";
import { focusResult } from "@/components/ui/focus-result";

// One card per open request: who asks (name, address, stage, the organisation whose access they
// came through), their message as text, and the decision: accept with a milestone role
// (contributor unless chosen otherwise) or decline with an optional message. Used by the
// milestone editor's Requests and by To decide on My Requests, which says what a decision did in
// its own live region and moves focus on to the next request.

const CONTRIBUTOR = 2;

/** The milestone roles to accept with, read once per list. */
export function useMilestoneRoles(): SelectOption[] {
  const [roles, setRoles] = useState<SelectOption[]>([]);
  useEffect(() => {
    void apiPost("/api/get_milestone_roles/", {}).then((answer) => {
      if (answer.responseStatus === 200) setRoles(answer.roles);
    });
  }, []);
  return roles;
}

/** The milestone editor's list: a toast for each decision, and the page read again. */
export default function RequestCards({ requests, onDecided }: { requests: OpenRequest[]; onDecided(id: number): void }) {
  const router = useRouter();
  const roles = useMilestoneRoles();
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((r) => (
        <RequestCard
          key={r.id}
          request={r}
          roles={roles}
          announce={(text) => toast(text)}
          onDecided={(id) => {
            onDecided(id);
            router.refresh();
          }}
          showMilestone
        />
      ))}
    </ul>
  );
}

export type RequestCardProps = {
  request: OpenRequest;
  roles: SelectOption[];
  /** Says what a decision did, once. */
  announce(text: string): void;
  /** The request is decided (by this card, or already by someone else). */
  onDecided(id: number): void;
  /** The milestone's name on the card (To decide names it in the group's heading instead). */
  showMilestone?: boolean;
  /** The card's heading level: h3 in the editor's Requests, h4 under To decide's groups. */
  heading?: "h3" | "h4";
  /** "Decline selected": whether this card is chosen. */
  selection?: { checked: boolean; onChange(checked: boolean): void };
};

export function RequestCard({ request: r, roles, announce, onDecided, showMilestone = false, heading: Heading = "h3", selection }: RequestCardProps) {
  const [role, setRole] = useState(CONTRIBUTOR);
  const [full, setFull] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const declineButton = useRef<HTMLButtonElement>(null);
  const messageBox = useRef<HTMLDivElement>(null);
  const name = `${r.first_name} ${r.last_name}`;

  async function decide(body: BodyOf<"POST /api/interest/decide/">) {
    // Busy is shown, not set as `disabled`: a pressed button that became disabled would drop focus.
    if (busy) return;
    setBusy(true);
    const answer = await apiPost("/api/interest/decide/", body, { announce: false });
    setBusy(false);
    if (answer.responseStatus === 200) {
      announce(answer.status === "accepted" ? `${name} was added to the milestone.` : `The request of ${name} was declined.`);
      onDecided(r.id);
    } else if (answer.errors) {
      setErrors(answer.errors);
    } else if (answer.responseStatus === 409) {
      announce(answer.errorMessage ?? M.alreadyDecided);
      onDecided(r.id);
    } else if (answer.errorMessage) {
      announce(answer.errorMessage);
    }
  }

  function startDeclining() {
    if (busy) return;
    setDeclining(true);
    focusResult(() => messageBox.current?.querySelector("textarea"));
  }

  function stopDeclining() {
    setDeclining(false);
    focusResult(() => declineButton.current);
  }

  return (
    <li aria-labelledby={`request-${r.id}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <Heading id={`request-${r.id}`} tabIndex={-1} className="font-semibold break-words focus:outline-2 focus:outline-offset-2 focus:outline-sky-700">
          {name} <span className="font-normal text-slate-700">· {STAGE_NAMES[r.stage]}</span>
        </Heading>
        {selection && (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={selection.checked} onChange={(e) => selection.onChange(e.target.checked)} className="size-6" />
            Select<span className="sr-only"> {name}</span>
          </label>
        )}
      </div>
      <p className="text-sm break-words">
        <a className="text-sky-800 underline" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        {r.organisation && <> · through {r.organisation}&apos;s quick access</>} · asked {shortDate(r.created_at)}
      </p>
      {showMilestone && (
        <p className="text-sm break-words">
          Milestone: <span className="whitespace-pre-line">{r.milestone_description}</span>
        </p>
      )}
      {r.message ? <p className="whitespace-pre-line break-words">{r.message}</p> : <p className="text-sm text-slate-700">No message.</p>}
      {declining ? (
        <div ref={messageBox} className="flex flex-col gap-2">
          <TextAreaField
            label={`Message to ${name} (optional)`}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            errors={errors.message}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={stopDeclining}>
              Cancel
            </Button>
            <Button variant="danger" aria-disabled={busy || undefined} onClick={() => decide({ id: r.id, decision: "decline", message })}>
              Decline request
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={`Role for ${name}`}
            options={roles.length ? roles : [{ id: CONTRIBUTOR, description: "Contributor" }]}
            value={role}
            onChange={(e) => setRole(Number(e.target.value))}
            errors={errors.role}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} className="size-6" />
            Now fully subscribed
          </label>
          <div className="flex gap-2">
            <Button aria-disabled={busy || undefined} onClick={() => decide({ id: r.id, decision: "accept", role, fully_subscribed: full })}>
              Accept
            </Button>
            <Button ref={declineButton} variant="secondary" aria-disabled={busy || undefined} onClick={startDeclining}>
              Decline
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
