"use client";

import { useState } from "react";
import { takeFocus } from "@/components/ui/focus-result";
import { Button } from "@/components/ui/Button";
import { DateField } from "@/components/ui/DateField";
import { apiPost } from "@/lib/client/api";
import { formatUkDate } from "@/lib/dates";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";
import type { REVIEW_ANSWERS } from "@/lib/reviews/schemas";

type Answer = (typeof REVIEW_ANSWERS)[number];

// The answers of the "Still current?" page, each one step with the token from the link: still
// current, now Completed, or a later completion date. Once answered the page says what was
// recorded and focus moves to that sentence; a refusal is shown where it can be put right.
export function ReviewAnswers({ token, projectId }: { token: string; projectId: number }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");
  const [error, setError] = useState("");
  const [date, setDate] = useState("");
  const [dateErrors, setDateErrors] = useState<string[]>([]);

  async function answer(answer: Answer) {
    setBusy(true);
    setError("");
    setDateErrors([]);
    const body = answer === "move_completion" ? { token, answer, completion_date: date } : { token, answer };
    const reply = await apiPost("/api/review/still_current/", body, { announce: false });
    setBusy(false);
    if (reply.responseStatus === 200) {
      setDone(answer === "current" ? REVIEW_MESSAGES.done : answer === "completed" ? REVIEW_MESSAGES.completed : REVIEW_MESSAGES.moved(formatUkDate(date)));
      return;
    }
    const fieldErrors = reply.responseStatus === 422 && "errors" in reply ? reply.errors : undefined;
    if (fieldErrors?.completion_date) return setDateErrors(fieldErrors.completion_date);
    setError(reply.responseStatus === 409 ? REVIEW_MESSAGES.used : reply.responseStatus === 403 ? REVIEW_MESSAGES.notLead : REVIEW_MESSAGES.invalid);
  }

  if (done) {
    return (
      <div className="space-y-3">
        <p ref={takeFocus} tabIndex={-1} role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
          {done}
        </p>
        <p>
          <a href={`/projects/${projectId}/`} className="text-sky-800 underline">
            Open the project
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {error && (
        <p key={error} ref={takeFocus} tabIndex={-1} role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {error}
        </p>
      )}
      <section aria-labelledby="answer-current" className="space-y-2">
        <h2 id="answer-current" className="text-lg font-semibold">
          Nothing to change
        </h2>
        <Button onClick={() => void answer("current")} disabled={busy}>
          Still current
        </Button>
      </section>
      <section aria-labelledby="answer-completed" className="space-y-2">
        <h2 id="answer-completed" className="text-lg font-semibold">
          It has finished
        </h2>
        <Button variant="secondary" onClick={() => void answer("completed")} disabled={busy}>
          Mark it Completed
        </Button>
      </section>
      <form
        method="post"
        aria-labelledby="answer-later"
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void answer("move_completion");
        }}
      >
        <h2 id="answer-later" className="text-lg font-semibold">
          It needs longer
        </h2>
        <DateField label="New completion date" value={date} onChange={setDate} errors={dateErrors} required />
        <Button type="submit" variant="secondary" disabled={busy}>
          Move the completion date
        </Button>
      </form>
    </div>
  );
}
