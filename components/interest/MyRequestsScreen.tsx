"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { InvitationsSection } from "@/components/people-finder/InvitationsSection";
import { LevelGate } from "@/components/session/LevelGate";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { apiGet, apiPost } from "@/lib/client/api";
import { LEVEL } from "@/lib/levels";
import { STAGE_NAMES } from "@/lib/interest/constants";
import type { MyRequest } from "@/lib/interest/schemas";
import { shortDate, STATUS_TEXT } from "./texts";
import { ToDecide } from "./ToDecide";
import { focusResult } from "@/components/ui/focus-result";

// /my_requests/ (level 2+): first, for whoever decides requests, those that wait for them (To
// decide); then the person's own requests to join milestones, newest first, with what became of
// each (docs/product.md#interest-requests), after the invitations to join milestones a member
// received (docs/product.md#invitations). A waiting one can be withdrawn; a withdrawn or
// declined one deleted.
export function MyRequestsScreen() {
  return (
    <LevelGate minLevel={LEVEL.quickAccess} title="My Requests">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <h1 id="my-requests-title" tabIndex={-1} className="text-2xl font-semibold">
          My Requests
        </h1>
        <Deciding />
        <Invited />
        <MyRequests />
      </div>
    </LevelGate>
  );
}

/** Members and up may decide; visitors never do, and do not ask. */
function Deciding() {
  const { userLevel } = useSession();
  return userLevel >= LEVEL.account ? <ToDecide /> : null;
}

/** Members' invitations to join milestones (docs/product.md#invitations); visitors are never invited. */
function Invited() {
  const { userLevel } = useSession();
  return userLevel >= LEVEL.account ? <InvitationsSection /> : null;
}

function MyRequests() {
  const [requests, setRequests] = useState<MyRequest[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState<MyRequest | null>(null);
  useEffect(() => {
    void apiGet("/api/interest/mine/").then((answer) => setRequests(answer.responseStatus === 200 ? answer.requests : []));
  }, []);

  /** Asked first (a withdrawn request cannot be taken back); then focus goes to the request, now withdrawn. */
  async function withdraw(r: MyRequest) {
    setBusy(true);
    const answer = await apiPost("/api/interest/withdraw/", { id: r.id });
    setBusy(false);
    setWithdrawing(null);
    if (answer.responseStatus === 200 && answer.request) {
      const changed = answer.request;
      setRequests((rs) => rs?.map((x) => (x.id === r.id ? changed : x)) ?? null);
      toast("Your request was withdrawn.");
      focusResult(`my-request-${r.id}`);
    }
  }

  async function remove(r: MyRequest) {
    setBusy(true);
    const answer = await apiPost("/api/interest/delete/", { id: r.id });
    setBusy(false);
    if (answer.responseStatus === 200) {
      setRequests((rs) => rs?.filter((x) => x.id !== r.id) ?? null);
      toast("Request deleted.");
      focusResult("your-requests-title");
    }
  }

  return (
    <section aria-labelledby="your-requests-title" className="flex flex-col gap-4">
      <h2 id="your-requests-title" tabIndex={-1} className="text-xl font-semibold">
        Your requests
      </h2>
      {requests === null ? (
        <Spinner label="Loading your requests" />
      ) : requests.length === 0 ? (
        <p>You have not asked to join a milestone yet. Milestones that are looking for someone show &quot;I&apos;m interested&quot; on their project&apos;s page.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((r) => (
            <li key={r.id} aria-labelledby={`my-request-${r.id}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
              <h3 id={`my-request-${r.id}`} tabIndex={-1} className="font-semibold break-words">
                <Link className="text-sky-800 underline" href={`/projects/${r.project}/#milestone-${r.milestone}`}>
                  {r.milestone_description}
                </Link>
              </h3>
              <p className="text-sm text-slate-800 break-words">
                {r.project_title} · asked {shortDate(r.created_at)} as {STAGE_NAMES[r.stage]}
              </p>
              <p>
                <strong>{STATUS_TEXT[r.status]}</strong>
                {r.status === "accepted" && r.role_display && <> — you are on the milestone as {r.role_display}</>}
              </p>
              {r.status === "declined" && r.decision_message && (
                <p className="whitespace-pre-line break-words">The lead wrote: {r.decision_message}</p>
              )}
              {r.message && <p className="text-sm whitespace-pre-line break-words text-slate-700">Your message: {r.message}</p>}
              <div>
                {r.status === "open" && (
                  <Button variant="secondary" disabled={busy} onClick={() => setWithdrawing(r)} aria-label={`Withdraw request: ${r.milestone_description}`}>
                    Withdraw
                  </Button>
                )}
                {(r.status === "withdrawn" || r.status === "declined") && (
                  <Button variant="secondary" disabled={busy} onClick={() => remove(r)} aria-label={`Delete request: ${r.milestone_description}`}>
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!withdrawing}
        title="Withdraw this request?"
        confirmLabel="Withdraw"
        onConfirm={() => (withdrawing ? withdraw(withdrawing) : Promise.resolve())}
        onClose={() => setWithdrawing(null)}
      >
        <p className="break-words">
          The lead of “{withdrawing?.milestone_description}” will no longer see it. To join later, ask again from the milestone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
