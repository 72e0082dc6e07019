"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { apiPost } from "@/lib/client/api";
import { MESSAGE_MAX } from "@/lib/interest/constants";
import type { DeclineManyAnswer } from "@/lib/interest/schemas";

// "Decline selected" on To decide: asks first, with one optional message for all of them, then
// declines each (POST /api/interest/decline_many/). What could not be declined is reported by the
// caller with the rest of the result.

const requests = (n: number) => (n === 1 ? "1 request" : `${n} requests`);

export function declinedText(answer: DeclineManyAnswer): string {
  const done = answer.declined.length ? `${requests(answer.declined.length)} declined.` : "Nothing was declined.";
  const left = answer.not_declined.length;
  if (!left) return done;
  return `${done} ${requests(left)} could not be declined: already decided or withdrawn, or not yours to decide.`;
}

export function DeclineSelectedDialog({ ids, onDone, onClose }: { ids: number[]; onDone(answer: DeclineManyAnswer): void; onClose(): void }) {
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<string[] | undefined>();
  const [problem, setProblem] = useState("");

  async function decline() {
    const answer = await apiPost("/api/interest/decline_many/", { ids, message }, { announce: false });
    if (answer.responseStatus === 200 && answer.declined && answer.not_declined) {
      onClose();
      onDone({ declined: answer.declined, not_declined: answer.not_declined });
    } else if (answer.errors) {
      setErrors(answer.errors.message ?? Object.values(answer.errors).flat());
    } else {
      setProblem(answer.errorMessage ?? "The requests could not be declined. Please try again.");
    }
  }

  return (
    <ConfirmDialog open title={`Decline ${requests(ids.length)}?`} confirmLabel={`Decline ${requests(ids.length)}`} danger onConfirm={decline} onClose={onClose}>
      <p>Each person is told by mail that their request was declined, with your message if you write one. This cannot be undone.</p>
      <TextAreaField label="Message to all of them (optional)" maxLength={MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} errors={errors} />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
