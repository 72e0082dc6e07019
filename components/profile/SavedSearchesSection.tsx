"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { TextField } from "@/components/ui/TextField";
import { toast } from "@/components/ui/toast";
import { focusResult } from "@/components/ui/focus-result";
import { ALERT_MESSAGES, FREQUENCY_LABELS, SAVED_SEARCH_NAME_MAX, STOPPED_LABELS } from "@/lib/alerts/messages";
import type { SavedSearchSummary } from "@/lib/alerts/schemas";
import { apiGet, apiPost } from "@/lib/client/api";
import { ProfileSection } from "./ProfileSection";

type Frequency = keyof typeof FREQUENCY_LABELS;

async function fetchSavedSearches(): Promise<SavedSearchSummary[] | null> {
  const answer = await apiGet("/api/saved_searches/");
  return answer.responseStatus === 200 ? answer.savedSearches : null;
}

/** A short reading of what a saved search looks for. */
function describe(criteria: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof criteria.text === "string" && criteria.text) parts.push(`text "${criteria.text}"`);
  const domains = criteria.domains as { eml?: number[]; rcoa?: number[] } | undefined;
  const count = (domains?.eml?.length ?? 0) + (domains?.rcoa?.length ?? 0);
  if (count) parts.push(`${count} domain${count === 1 ? "" : "s"}`);
  const status = criteria.status as { project_status?: number[]; milestone_status?: number[] } | undefined;
  if (status?.project_status?.length || status?.milestone_status?.length) parts.push("statuses");
  if ((criteria.milestone_looking_for as number[] | undefined)?.length) parts.push("looking for");
  return parts.length ? `Matches ${parts.join(", ")}` : "Matches every project";
}

function SavedSearchRow({ search, onChanged }: { search: SavedSearchSummary; onChanged(): Promise<void> }) {
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState(search.frequency);
  const [errors, setErrors] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = `saved-search-${search.id}`;

  async function update(change: { name?: string; frequency?: Frequency }) {
    setBusy(true);
    const answer = await apiPost("/api/saved_searches/update/", { id: search.id, ...change });
    setBusy(false);
    if (answer.responseStatus === 200) {
      setErrors(undefined);
      toast(ALERT_MESSAGES.updated);
      await onChanged();
      // Renamed, the button is disabled again: focus goes to the heading, which shows the new name.
      if (change.name !== undefined) focusResult(headingId);
    } else setErrors(answer.errors?.name);
  }

  async function remove() {
    setBusy(true);
    const answer = await apiPost("/api/saved_searches/delete/", { id: search.id });
    setBusy(false);
    setConfirming(false);
    if (answer.responseStatus === 200) toast(ALERT_MESSAGES.deleted);
    await onChanged();
  }

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <h3 id={headingId} className="font-semibold break-words">
        {search.name}
      </h3>
      <p className="text-slate-700">{describe(search.criteria)}</p>
      {search.stoppedReason && <p className="text-red-800">{STOPPED_LABELS[search.stoppedReason] ?? "Stopped"}</p>}
      <form
        method="post"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void update({ name });
        }}
      >
        <TextField label="Name" value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(e) => setName(e.target.value)} errors={errors} className="min-w-0 grow" />
        <Button type="submit" variant="secondary" disabled={busy || name === search.name}>
          Rename
        </Button>
      </form>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className="font-medium text-slate-800">How often</span>
          {/* Never disabled while saving: a disabled control gives focus up to the page. */}
          <select
            value={frequency}
            onChange={(e) => {
              const chosen = e.target.value as Frequency;
              setFrequency(chosen);
              void update({ frequency: chosen });
            }}
            className="rounded border border-slate-400 bg-white px-3 py-2"
          >
            {(Object.keys(FREQUENCY_LABELS) as Frequency[]).map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Delete the saved search ${search.name}`}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this saved search?"
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        <p className="break-words">
          No more alerts will come for “{search.name}”. To be told again, save the search again from Search or Open to join.
        </p>
      </ConfirmDialog>
    </li>
  );
}

// "Saved searches": the searches the member asked to be emailed about, to rename, change how
// often they are sent, or delete (docs/product.md#opportunity-alerts).
export function SavedSearchesSection() {
  const [searches, setSearches] = useState<SavedSearchSummary[] | null>(null);

  const load = useCallback(async () => {
    const next = await fetchSavedSearches();
    if (next) setSearches(next);
  }, []);

  useEffect(() => {
    let current = true;
    void fetchSavedSearches().then((next) => current && next && setSearches(next));
    return () => {
      current = false;
    };
  }, []);

  return (
    <ProfileSection id="saved-searches-heading" title="Saved searches">
      {searches && searches.length === 0 && (
        <p className="text-slate-700">
          You have no saved searches. In the projects&apos; Search, choose &quot;Email me when new milestones match&quot; to be told about new milestones.
        </p>
      )}
      {searches && searches.length > 0 && (
        <ul className="flex flex-col gap-3">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} onChanged={load} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
