"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { DateField } from "@/components/ui/DateField";
import { SelectField } from "@/components/ui/SelectField";
import { activityQuerySchema, type ActivityFilterOptions } from "@/lib/activity/schemas";
import { fieldErrorsOf } from "@/lib/validation/field-errors";

export type ActivityFilter = { projectId: number | null; personId: number | null; from: string; to: string };
export const NO_FILTER: ActivityFilter = { projectId: null, personId: null, from: "", to: "" };

// Long project names must not widen the select past a phone screen.
const FIT = { width: "100%", minWidth: 0 } as const;

const toOptions = (list: { id: number; name: string }[]) => list.map((o) => ({ id: o.id, description: o.name }));

// Project, person and date-range filters; checked with the call's own schema before sending.
export function ActivityFilters({
  options,
  value,
  busy,
  onApply,
}: {
  options: ActivityFilterOptions;
  value: ActivityFilter;
  busy: boolean;
  onApply(filter: ActivityFilter): void;
}) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = activityQuerySchema.safeParse({ ...draft, page: 1 });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    onApply(draft);
  }

  function clear() {
    setDraft(NO_FILTER);
    setErrors({});
    onApply(NO_FILTER);
  }

  const pick = (v: string) => (v ? Number(v) : null);
  return (
    <form method="post" onSubmit={submit} aria-label="Filter the activity" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Project"
        className="min-w-0"
        style={FIT}
        placeholder="All projects"
        options={toOptions(options.projects)}
        value={draft.projectId ?? ""}
        onChange={(e) => setDraft({ ...draft, projectId: pick(e.target.value) })}
        errors={errors.projectId}
      />
      <SelectField
        label="Person"
        className="min-w-0"
        style={FIT}
        placeholder="All people"
        options={toOptions(options.people)}
        value={draft.personId ?? ""}
        onChange={(e) => setDraft({ ...draft, personId: pick(e.target.value) })}
        errors={errors.personId}
      />
      <DateField label="From" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} errors={errors.from} />
      <DateField label="To" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} errors={errors.to} />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={busy}>
          Apply filters
        </Button>
        <Button variant="secondary" onClick={clear} disabled={busy}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
