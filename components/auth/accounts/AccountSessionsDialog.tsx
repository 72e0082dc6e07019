"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import { SessionRows } from "@/components/auth/SessionRows";
import type { AdminAccount } from "@/lib/auth/accounts/schemas";
import type { SessionSummary } from "@/lib/auth/sessions/schemas";
import { adminAction, useAdminData } from "@/components/admin/admin-calls";

// Where an account is signed in, as its owner sees it on their profile; an admin can end any.
export function AccountSessionsDialog({ account, onClose }: { account: AdminAccount; onClose(): void }) {
  const { data, failed, reload } = useAdminData("/api/admin/accounts/sessions/", { accountId: String(account.id) });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState("");

  async function end(session: SessionSummary) {
    setBusyId(session.id);
    const result = await adminAction("/api/admin/accounts/sessions/end/", { accountId: account.id, id: session.id });
    setBusyId(null);
    setMessage(result.ok ? `${session.browser}${session.system ? ` on ${session.system}` : ""} has been signed out.` : (result.message ?? ""));
    reload();
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Where ${account.username} is signed in`}
      maxWidth={640}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {failed && <p role="alert">The sessions could not be loaded. Please try again.</p>}
      {!data && !failed && <Spinner label="Loading sessions" />}
      {data && data.sessions.length === 0 && <p>{account.username} is not signed in anywhere.</p>}
      {data && data.sessions.length > 0 && <SessionRows sessions={data.sessions} busyId={busyId} onEnd={(s) => void end(s)} thisDeviceLabel="Your browser" />}
      <p role="status" className="mt-2 text-green-800">
        {message}
      </p>
    </Dialog>
  );
}
