"use client";

import { useEffect, useState } from "react";
import { fetchRoles } from "@/components/projects/project-calls";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { SelectField, type SelectOption } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { apiPost } from "@/lib/client/api";
import { INVITE_MESSAGE_MAX } from "@/lib/invitations/schemas";

// "Invite" from People who might help (docs/product.md#invitations): the role the person will
// hold once they accept (Contributor unless chosen) and an optional message; what they will see.
// A refusal (already invited, asked, limits) is said in the form; a success closes it and the
// list is read again.

type Errors = Record<string, string[] | undefined>;

export function InviteDialog({
  milestoneId,
  projectId,
  person,
  onClose,
  onSent,
}: {
  milestoneId: number;
  projectId: number;
  person: { id: number; name: string };
  onClose(): void;
  onSent(): void;
}) {
  const [roles, setRoles] = useState<SelectOption[]>([]);
  const [role, setRole] = useState(2);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void fetchRoles({ kind: "milestone", id: milestoneId, project: projectId }).then((a) => {
      if (a.responseStatus === 200 && a.roles) setRoles(a.roles);
    });
  }, [milestoneId, projectId]);

  async function send() {
    setBusy(true);
    const a = await apiPost("/api/invitations/invite/", { milestone: milestoneId, person: person.id, role, message }, { announce: false });
    setBusy(false);
    if (a.responseStatus === 200) return onSent();
    setErrors(a.errors ?? {});
    setRefused(a.errorMessage ?? "");
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={() => void send()} disabled={busy}>
        {busy ? "Sending ..." : "Send invitation"}
      </Button>
    </>
  );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Invite ${person.name}`} maxWidth={460} footer={footer}>
      <form method="post" className="flex flex-col gap-3" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <ErrorSummary errors={errors} also={[refused]} />
        <SelectField label="Role on the milestone" options={roles} value={role} onChange={(e) => setRole(Number(e.target.value))} errors={errors.role} />
        <TextAreaField label="Message (optional)" value={message} maxLength={INVITE_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} errors={errors.message} />
        <p className="text-sm text-slate-700">We email them the invitation with your name and message. They accept or decline it on their profile, and we email you their answer.</p>
      </form>
    </Dialog>
  );
}
