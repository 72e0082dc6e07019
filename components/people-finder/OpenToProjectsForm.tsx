"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { DateField } from "@/components/ui/DateField";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { MultiSelect, type MultiSelectOption } from "@/components/ui/MultiSelect";
import { SelectField } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { STAGE_NAMES, STAGES } from "@/lib/interest/constants";
import { NOTE_MAX } from "@/lib/people-finder/constants";
import type { OpenToProjectsAnswer, OpenToProjectsInput } from "@/lib/people-finder/schemas";
import { OPEN_TEXTS as T } from "./texts";

export type OpenForm = Omit<OpenToProjectsInput, "first_name" | "last_name"> & { first_name: string; last_name: string };
type Errors = Partial<Record<keyof OpenForm, string[]>>;

const STAGE_OPTIONS = STAGES.map((stage, i) => ({ id: i, description: STAGE_NAMES[stage] }));

/** The form's first values: what was saved, else what the server proposes. */
function formOf(answer: OpenToProjectsAnswer): OpenForm {
  const e = answer.entry;
  return {
    stage: e?.stage ?? "core",
    eml: e?.eml ?? [],
    rcoa: e?.rcoa ?? [],
    organisation: e ? e.organisation : answer.proposed.organisation,
    note: e?.note ?? "",
    // An ended choice proposes a new day, as a first one does.
    until: e && !e.ended ? e.until : answer.proposed.until,
    // A saved day still ahead stays; otherwise today.
    available_from: e && !e.ended && e.available_from > answer.proposed.available_from ? e.available_from : answer.proposed.available_from,
    first_name: "",
    last_name: "",
  };
}

// The form of "open to projects" (docs/product.md#open-to-projects): stage, domains, organisation,
// a note, the first day they are available and the last day they are shown; a name when the
// directory has none for the account. The server checks it all again; its field messages show
// under the fields.
export function OpenToProjectsForm({
  answer,
  domains,
  errors,
  busy,
  onSave,
  onCancel,
}: {
  answer: OpenToProjectsAnswer;
  domains: { eml: MultiSelectOption[]; rcoa: MultiSelectOption[] };
  errors: Errors;
  busy: boolean;
  onSave(form: OpenForm): void;
  onCancel(): void;
}) {
  const [form, setForm] = useState<OpenForm>(() => formOf(answer));
  const set = <K extends keyof OpenForm>(key: K, value: OpenForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const organisations = answer.organisations.map((o) => ({ id: o.id, description: o.name }));
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(form);
      }}
    >
      <ErrorSummary errors={errors} />
      <p className="text-sm text-slate-700">{T.who}</p>
      {answer.needs_name && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={T.firstName} value={form.first_name} onChange={(e) => set("first_name", e.target.value)} errors={errors.first_name} autoComplete="given-name" />
          <TextField label={T.lastName} value={form.last_name} onChange={(e) => set("last_name", e.target.value)} errors={errors.last_name} autoComplete="family-name" />
        </div>
      )}
      <SelectField
        label={T.stage}
        options={STAGE_OPTIONS}
        value={STAGES.indexOf(form.stage)}
        onChange={(e) => set("stage", STAGES[Number(e.target.value)])}
        errors={errors.stage}
      />
      <MultiSelect label={T.eml} options={domains.eml} value={form.eml} onChange={(v) => set("eml", v)} tone="eml" errors={errors.eml} />
      <MultiSelect label={T.rcoa} options={domains.rcoa} value={form.rcoa} onChange={(v) => set("rcoa", v)} tone="rcoa" errors={errors.rcoa} />
      <SelectField
        label={T.organisation}
        options={organisations}
        placeholder={T.noOrganisation}
        value={form.organisation ?? ""}
        onChange={(e) => set("organisation", e.target.value ? Number(e.target.value) : null)}
        errors={errors.organisation}
        style={{ width: "100%", minWidth: 0 }}
      />
      <TextAreaField label={T.note} value={form.note} maxLength={NOTE_MAX} onChange={(e) => set("note", e.target.value)} errors={errors.note} />
      <DateField label={T.availableFrom} value={form.available_from ?? ""} onChange={(v) => set("available_from", v)} errors={errors.available_from} />
      <DateField label={T.until} value={form.until} onChange={(v) => set("until", v)} errors={errors.until} required />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {T.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
