"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import { SelectField, type SelectOption } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/client/api";
import type { BodyOf } from "@/lib/http/calls";
import { MESSAGE_MAX, STAGE_NAMES } from "@/lib/interest/constants";
import type { OpenRequest } from "@/lib/interest/schemas";
import { shortDate } from "./texts";

// One card per open request: who asks (name, address, stage, the organisation whose access they
// came through), their message as text, and the decision: accept with a milestone role
// (contributor unless chosen otherwise) or decline with an optional message.

const CONTRIBUTOR = 2;

export default function RequestCards({ requests, onDecided }: { requests: OpenRequest[]; onDecided(id: number): void }) {
  const [roles, setRoles] = useState<SelectOption[]>([]);
  useEffect(() => {
    void apiPost("/api/get_milestone_roles/", {}).then((answer) => {
      if (answer.responseStatus === 200) setRoles(answer.roles);
    });
  }, []);
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((r) => (
        <RequestCard key={r.id} request={r} roles={roles} onDecided={onDecided} />
      ))}
    </ul>
  );
}

function RequestCard({ request: r, roles, onDecided }: { request: OpenRequest; roles: SelectOption[]; onDecided(id: number): void }) {
  const router = useRouter();
  const [role, setRole] = useState(CONTRIBUTOR);
  const [full, setFull] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const name = `${r.first_name} ${r.last_name}`;

  async function decide(body: BodyOf<"POST /api/interest/decide/">) {
    setBusy(true);
    const answer = await apiPost("/api/interest/decide/", body);
    setBusy(false);
    if (answer.responseStatus === 200) {
      toast(answer.status === "accepted" ? `${name} was added to the milestone.` : `The request of ${name} was declined.`);
      onDecided(r.id);
      router.refresh();
    } else if (answer.errors) {
      setErrors(answer.errors);
    } else if (answer.responseStatus === 409) {
      onDecided(r.id);
    }
  }

  return (
    <li aria-labelledby={`request-${r.id}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <h3 id={`request-${r.id}`} className="font-semibold break-words">
        {name} <span className="font-normal text-slate-700">· {STAGE_NAMES[r.stage]}</span>
      </h3>
      <p className="text-sm break-words">
        <a className="text-sky-800 underline" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        {r.organisation && <> · through {r.organisation}&apos;s quick access</>} · asked {shortDate(r.created_at)}
      </p>
      <p className="text-sm break-words">
        Milestone: <span className="whitespace-pre-line">{r.milestone_description}</span>
      </p>
      {r.message ? <p className="whitespace-pre-line break-words">{r.message}</p> : <p className="text-sm text-slate-700">No message.</p>}
      {declining ? (
        <div className="flex flex-col gap-2">
          <TextAreaField label={`Message to ${name} (optional)`} maxLength={MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} errors={errors.message} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => decide({ id: r.id, decision: "decline", message })}>
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
            <input type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} className="size-5" />
            Now fully subscribed
          </label>
          <Button disabled={busy} onClick={() => decide({ id: r.id, decision: "accept", role, fully_subscribed: full })}>
            Accept
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}
