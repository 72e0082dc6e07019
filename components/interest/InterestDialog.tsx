"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/session/SessionProvider";
import { apiGet, apiPost } from "@/lib/client/api";
import { INTEREST_MESSAGES } from "@/lib/interest/messages";
import { MESSAGE_MAX, STAGE_NAMES } from "@/lib/interest/constants";
import type { MyRequest } from "@/lib/interest/schemas";
import { shortDate, STAGE_OPTIONS, STATUS_TEXT } from "./texts";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { takeFocus } from "@/components/ui/focus-result";

// The "I'm interested" form: the milestone chosen already, a name when the directory does not
// know it, the stage, an optional message, and what the lead will see. Asking again shows the
// waiting request with Withdraw instead. `onChange` hears what became of the person's waiting
// request while the form was open (asked, found asked already, withdrawn).

type Errors = Record<string, string[] | undefined>;

export default function InterestDialog({
  milestoneId,
  description,
  needsName,
  onClose,
  onChange,
}: {
  milestoneId: number;
  description: string;
  needsName: boolean;
  onClose(): void;
  onChange?(request: MyRequest | null): void;
}) {
  const { refresh } = useSession();
  const [open, setOpen] = useState(true);
  const [existing, setExisting] = useState<MyRequest | null | undefined>(undefined);
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [stage, setStage] = useState(0);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // After sending, the form is gone: focus goes to what became of it, not to the page behind.
  const [sent, setSent] = useState(false);

  // The latest listener, for answers that arrive after a render.
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  });
  const changed = (request: MyRequest | null) => listener.current?.(request);

  useEffect(() => {
    let live = true;
    void apiGet("/api/interest/mine/").then((answer) => {
      if (!live) return;
      const found = answer.responseStatus === 200 ? (answer.requests.find((r) => r.milestone === milestoneId && r.status === "open") ?? null) : null;
      setExisting(found);
      if (found) listener.current?.(found);
    });
    return () => {
      live = false;
    };
  }, [milestoneId]);

  const close = () => {
    setOpen(false);
    onClose();
  };

  async function ask() {
    const chosen = STAGE_OPTIONS.find((o) => o.id === stage);
    if (!chosen) {
      setErrors({ stage: ["Please choose your stage"] });
      return;
    }
    setBusy(true);
    const answer = await apiPost("/api/interest/ask/", {
      milestone: milestoneId,
      stage: chosen.key,
      message,
      ...(needsName ? { first_name: firstName, last_name: lastName } : {}),
    });
    setBusy(false);
    if (answer.responseStatus === 200 && answer.request) {
      setExisting(answer.request);
      setSent(true);
      changed(answer.request);
      toast("Your request has been sent to the milestone's lead.");
      // The menu offers My Requests from the first one.
      void refresh();
    } else if (answer.responseStatus === 409 && answer.request) {
      setExisting(answer.request);
      setSent(true);
      changed(answer.request);
    } else if (answer.errors) {
      setErrors(answer.errors);
    }
  }

  async function withdraw() {
    if (!existing) return;
    setBusy(true);
    const answer = await apiPost("/api/interest/withdraw/", { id: existing.id });
    setBusy(false);
    if (answer.responseStatus === 200) {
      changed(null);
      toast("Your request was withdrawn.");
      close();
    }
  }

  const footer = existing ? (
    <>
      <Button variant="secondary" onClick={close}>
        Close
      </Button>
      <Button variant="danger" onClick={withdraw} disabled={busy}>
        Withdraw
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={close}>
        Cancel
      </Button>
      <Button onClick={ask} disabled={busy || existing === undefined}>
        {busy ? "Sending ..." : "Send request"}
      </Button>
    </>
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title="I'm interested" maxWidth={460} footer={footer}>
      <div className="flex flex-col gap-3">
        <p>
          Milestone: <strong className="whitespace-pre-line break-words">{description}</strong>
        </p>
        {existing === undefined ? (
          <p role="status">Loading ...</p>
        ) : existing ? (
          <div role="status" ref={sent ? takeFocus : undefined} tabIndex={-1} className="flex flex-col gap-1 focus:outline-none">
            <p>You asked to join this milestone on {shortDate(existing.created_at)}.</p>
            <p>
              Status: <strong>{STATUS_TEXT[existing.status]}</strong> · {STAGE_NAMES[existing.stage]}
            </p>
            {existing.message && <p className="whitespace-pre-line break-words">{existing.message}</p>}
          </div>
        ) : (
          <form
            method="post"
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void ask();
            }}
          >
            <ErrorSummary errors={errors} />
            {needsName && (
              <div className="flex flex-col gap-3 sm:flex-row">
                <TextField label="First Name" autoComplete="given-name" maxLength={100} value={firstName} onChange={(e) => setFirstName(e.target.value)} errors={errors.first_name} required />
                <TextField label="Last Name" autoComplete="family-name" maxLength={100} value={lastName} onChange={(e) => setLastName(e.target.value)} errors={errors.last_name} required />
              </div>
            )}
            <SelectField
              label="Stage"
              options={STAGE_OPTIONS}
              placeholder="Choose your stage"
              value={stage || ""}
              onChange={(e) => setStage(Number(e.target.value))}
              errors={errors.stage}
              required
            />
            <TextAreaField
              label="Message (optional)"
              maxLength={MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              errors={errors.message}
            />
            <p className="text-sm text-slate-700">{INTEREST_MESSAGES.leadSees}</p>
          </form>
        )}
      </div>
    </Dialog>
  );
}
