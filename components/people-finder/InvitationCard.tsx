"use client";

import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { formatUkDate } from "@/lib/dates";
import { INVITE_MESSAGE_MAX, type InvitationView } from "@/lib/invitations/schemas";

// One invitation to join a milestone, as its member sees it (docs/product.md#invitations): the
// milestone and its project, the role, who invited them and their message as text; while it
// waits, Accept, or Decline with an optional message and "Don't invite me again for this project".

export type Answer = { answer: "accept" } | { answer: "decline"; message: string; no_more: boolean };

const STATUS: Record<InvitationView["status"], string> = { open: "Waiting for your answer", accepted: "Accepted", declined: "Declined", withdrawn: "Withdrawn by the lead" };

export function InvitationCard({ invitation: i, busy, onAnswer }: { invitation: InvitationView; busy: boolean; onAnswer(answer: Answer): void }) {
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState("");
  const [noMore, setNoMore] = useState(false);
  const name = i.milestone.description.split("\n")[0];
  return (
    <article id={`invitation-${i.id}`} tabIndex={-1} aria-label={`Invitation: ${name}`} className="flex min-w-0 flex-col gap-2 rounded border border-slate-200 bg-white p-3">
      <h3 className="font-semibold break-words">{name}</h3>
      <p className="text-sm break-words">
        <Link href={`/projects/${i.project.id}/#milestone-${i.milestone.id}`} className="text-sky-800 underline">
          {i.project.name}
        </Link>
      </p>
      <p className="text-sm">
        {i.invited_by} invited you on {formatUkDate(i.created_at.slice(0, 10))} as {i.role}. <strong>{STATUS[i.status]}</strong>
        {i.answered_at ? ` on ${formatUkDate(i.answered_at.slice(0, 10))}` : ""}.
      </p>
      {i.message && <p className="text-sm whitespace-pre-wrap break-words">“{i.message}”</p>}
      {i.status === "declined" && i.answer_message && <p className="text-sm whitespace-pre-wrap break-words">Your answer: “{i.answer_message}”</p>}
      {i.status === "open" && !declining && (
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => onAnswer({ answer: "accept" })} aria-label={`Accept the invitation: ${name}`}>
            Accept
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)} aria-label={`Decline the invitation: ${name}`}>
            Decline
          </Button>
        </div>
      )}
      {i.status === "open" && declining && (
        <form method="post" className="flex flex-col gap-2" onSubmit={(e) => { e.preventDefault(); onAnswer({ answer: "decline", message, no_more: noMore }); }}>
          <TextAreaField label="Message to the lead (optional)" value={message} maxLength={INVITE_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={noMore} onChange={(e) => setNoMore(e.target.checked)} className="size-6 shrink-0" />
            Don&apos;t invite me again for this project
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              Decline the invitation
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
