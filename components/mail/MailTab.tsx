"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Notice, type NoticeState } from "@/components/ui/Notice";
import { Spinner } from "@/components/ui/Spinner";
import { adminAction, useAdminData } from "@/components/admin/admin-calls";
import { MAIL_STATUSES, type MailStatusName } from "@/lib/mail/admin/schemas";
import { MailCard } from "./MailCard";

const FILTER_LABELS: Record<MailStatusName | "all", string> = {
  all: "All",
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
};

// Outgoing mail: what is waiting, sent or failed (with the mail server's error), and Retry for
// a failed one. The newest 100 of the chosen status.
export function MailTab() {
  const [filter, setFilter] = useState<MailStatusName | "all">("all");
  const { data, failed, reload } = useAdminData("/api/admin/mail/", filter === "all" ? {} : { status: filter });
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function retry(id: number) {
    setBusy(id);
    const result = await adminAction("/api/admin/mail/", { action: "retry", id });
    setBusy(null);
    setNotice(result.ok ? { kind: "success", text: `Mail ${id} is queued again.` } : { kind: "error", text: result.message ?? "The mail could not be queued." });
    reload();
  }

  return (
    <section aria-labelledby="mail-heading" className="flex flex-col gap-3">
      <h2 id="mail-heading" className="text-xl font-semibold">
        Mail
      </h2>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 font-medium text-slate-800">Show</legend>
        {(["all", ...MAIL_STATUSES] as const).map((value) => (
          <Button key={value} variant={filter === value ? "primary" : "secondary"} aria-pressed={filter === value} onClick={() => setFilter(value)}>
            {FILTER_LABELS[value]}
            {data && value !== "all" ? ` (${data.counts[value]})` : ""}
          </Button>
        ))}
        <Button variant="link" onClick={reload}>
          Refresh
        </Button>
      </fieldset>
      <Notice notice={notice} />
      {failed && <p role="alert">The mail could not be loaded. Please reload the page.</p>}
      {!data && !failed && <Spinner label="Loading mail" />}
      {data && data.mails.length === 0 && <p>No mail here.</p>}
      {data && data.mails.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Mail">
          {data.mails.map((mail) => (
            <MailCard key={mail.id} mail={mail} busy={busy === mail.id} onRetry={() => void retry(mail.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
