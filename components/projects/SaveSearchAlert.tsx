"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { ALERT_MESSAGES, FREQUENCY_LABELS, SAVED_SEARCH_NAME_MAX } from "@/lib/alerts/messages";
import { apiPost } from "@/lib/client/api";
import type { SearchCriteria } from "./search-criteria";

type Frequency = keyof typeof FREQUENCY_LABELS;

// "Email me when new milestones match" in Search Projects (docs/product.md#opportunity-alerts),
// and on Open to join with its filters: saves the current criteria as a saved search of the
// member's account. Loaded with the dialog, which the projects page loads on first use, so it
// adds nothing to the page's scripts. `frame`: how it stands apart from what is above it (in the
// dialog, a rule; on the board, a box of its own).
export function SaveSearchAlert({ criteria, frame = "border-t border-slate-200 pt-4" }: { criteria: () => SearchCriteria | null; frame?: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  // Focus stays in the dialog where the person was: the name when the form opens, the button
  // that opened it when it closes (saved or not).
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) form.current?.querySelector("input")?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function start() {
    const current = criteria();
    setName(current?.text?.slice(0, SAVED_SEARCH_NAME_MAX) || "My search");
    setErrors({});
    setSaved(false);
    setOpen(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await apiPost("/api/saved_searches/", { name, frequency, criteria: criteria() ?? { andOr: "OR" } });
    setBusy(false);
    // Said once, by the sentence that replaces the form (a toast as well was heard twice).
    if (answer.responseStatus === 200) {
      setSaved(true);
      setOpen(false);
      return;
    }
    setErrors(answer.errors ?? {});
  }

  if (!open) {
    return (
      <div className={`flex flex-col gap-2 ${frame}`}>
        {saved && (
          <p role="status" className="text-slate-700">
            {ALERT_MESSAGES.saved} You can change it under Saved searches on your profile.
          </p>
        )}
        <div>
          <Button ref={opener} variant="secondary" onClick={start}>
            Email me when new milestones match
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form ref={form} method="post" id="save-search-alert-form" onSubmit={(e) => void submit(e)} className={`flex flex-col gap-3 ${frame}`}>
      <h3 className="font-semibold text-slate-800">Email me when new milestones match</h3>
      <ErrorSummary errors={errors} also={errors.frequency ?? []} />
      <TextField label="Name of this search" value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(e) => setName(e.target.value)} errors={errors.name} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-medium text-slate-800">How often</legend>
        {(Object.keys(FREQUENCY_LABELS) as Frequency[]).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="alertFrequency"
              value={value}
              checked={frequency === value}
              onChange={() => setFrequency(value)}
              className="h-4 w-4 accent-sky-800"
            />
            {FREQUENCY_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {errors.frequency && <p className="text-red-800">{errors.frequency.join(" ")}</p>}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving ..." : "Save search"}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Not now
        </Button>
      </div>
    </form>
  );
}
