"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { MultiSelect } from "@/components/ui/MultiSelect";
import { TextField } from "@/components/ui/TextField";
import { useSession } from "@/components/session/SessionProvider";
import { LEVEL } from "@/lib/levels";
import { SaveSearchAlert } from "./SaveSearchAlert";

// Shown only after a search from this dialog: it comes with it (one fewer chunk for the list to name).
export { NoMatchesDialog } from "./NoMatchesDialog";
import { criteriaFromForm, EMPTY_FORM, formFromCriteria, type CriteriaForm, type SearchCriteria } from "./search-criteria";
import { useReferenceLists } from "./use-reference-lists";

// Search Projects (docs/product.md#dialogs): AND/OR, text, domains, statuses, looking for. Searching with no
// criteria, or Clear, removes the filter.
export function SearchDialog({
  criteria,
  onSearch,
  onClose,
}: {
  criteria: SearchCriteria | null;
  onSearch(criteria: SearchCriteria | null): Promise<void>;
  onClose(): void;
}) {
  const lists = useReferenceLists();
  // Saving a search for alerts is for members' accounts, not quick-access visitors.
  const { userLevel } = useSession();
  const [form, setForm] = useState<CriteriaForm>(() => formFromCriteria(criteria));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CriteriaForm>(key: K, value: CriteriaForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function run(next: SearchCriteria | null) {
    setBusy(true);
    await onSearch(next);
    setBusy(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(criteriaFromForm(form));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Search Projects"
      maxWidth={640}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setForm(EMPTY_FORM);
              void run(null);
            }}
          >
            Clear
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="project-search-form" disabled={busy}>
            {busy ? "Searching ..." : "Search"}
          </Button>
        </>
      }
    >
      <form method="post" id="project-search-form" onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-medium text-slate-800">Match</legend>
          {(["OR", "AND"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="andOr"
                value={value}
                checked={form.andOr === value}
                onChange={() => set("andOr", value)}
                className="h-4 w-4 accent-sky-800"
              />
              {value === "OR" ? "Any criterion (OR)" : "All criteria (AND)"}
            </label>
          ))}
        </fieldset>
        <TextField label="Text" value={form.text} maxLength={200} onChange={(e) => set("text", e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <MultiSelect label="EML domains" tone="eml" options={lists.eml} value={form.eml} onChange={(v) => set("eml", v)} />
          <MultiSelect label="RCoA domains" tone="rcoa" options={lists.rcoa} value={form.rcoa} onChange={(v) => set("rcoa", v)} />
          <MultiSelect label="Project status" options={lists.project} value={form.projectStatus} onChange={(v) => set("projectStatus", v)} />
          <MultiSelect label="Milestone status" options={lists.milestone} value={form.milestoneStatus} onChange={(v) => set("milestoneStatus", v)} />
          <MultiSelect label="Looking for" options={lists.milestoneLookingFor} value={form.lookingFor} onChange={(v) => set("lookingFor", v)} />
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.needsReview} onChange={(e) => set("needsReview", e.target.checked)} className="h-4 w-4 accent-sky-800" />
          Needs review (not changed or checked for a long time, or past its completion date)
        </label>
        {/* Set only by a link from the overview; the dialog lets it go but does not choose one. */}
        {form.organisation !== null && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked onChange={() => set("organisation", null)} className="h-4 w-4 accent-sky-800" />
            Only projects with people of the organisation chosen on the overview
          </label>
        )}
      </form>
      {userLevel >= LEVEL.account && <SaveSearchAlert criteria={() => criteriaFromForm(form)} />}
    </Dialog>
  );
}
