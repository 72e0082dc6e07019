"use client";

import { Button } from "@/components/ui/Button";
import { formatUkDateTime } from "@/lib/dates";
import type { AdminMail } from "@/lib/mail/admin/schemas";

const STATUS_LOOK: Record<AdminMail["status"], { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-sky-100 text-sky-900" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
  cancelled: { label: "Cancelled", className: "bg-slate-200 text-slate-900" },
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

// One outgoing mail: what, to whom, where it is, and the mail server's last refusal. Never its
// content (codes and links are not kept).
export function MailCard({ mail, onRetry, busy }: { mail: AdminMail; onRetry(): void; busy: boolean }) {
  const look = STATUS_LOOK[mail.status];
  return (
    <li className="rounded border border-slate-300 bg-white p-3" aria-label={`Mail ${mail.id}: ${mail.subject}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold break-words text-slate-900">{mail.subject}</h3>
        <span className={`rounded px-2 text-sm font-medium ${look.className}`}>{look.label}</span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="To" value={mail.recipient} />
        <Fact label="Kind" value={mail.kind} />
        <Fact label="Queued" value={formatUkDateTime(mail.createdAt)} />
        <Fact label="Tries" value={String(mail.attempts)} />
        {mail.lastTriedAt && <Fact label="Last try" value={formatUkDateTime(mail.lastTriedAt)} />}
        {mail.sentAt && <Fact label="Sent" value={formatUkDateTime(mail.sentAt)} />}
      </dl>
      {mail.lastError && (
        <p className="mt-2 text-sm break-words text-red-900">
          <span className="font-medium">Last error:</span> {mail.lastError}
        </p>
      )}
      {mail.status === "failed" && (
        <div className="mt-3">
          <Button variant="secondary" onClick={onRetry} disabled={busy} aria-label={`Retry mail ${mail.id} to ${mail.recipient}`}>
            Retry
          </Button>
        </div>
      )}
    </li>
  );
}
