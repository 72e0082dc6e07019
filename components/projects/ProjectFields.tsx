import { DateField } from "@/components/ui/DateField";
import { MultiSelect } from "@/components/ui/MultiSelect";
import { SelectField } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import type { ReferenceListsAnswer } from "@/lib/reference/schemas";
import type { ProjectForm } from "./project-form";
import type { FieldErrors } from "@/lib/validation/field-errors";

// The fields of Add/Edit Project, in the order of docs/product.md#dialogs.
export function ProjectFields({
  form,
  set,
  errors,
  lists,
}: {
  form: ProjectForm;
  set<K extends keyof ProjectForm>(key: K, value: ProjectForm[K]): void;
  errors: FieldErrors;
  lists: ReferenceListsAnswer;
}) {
  return (
    <>
      <TextAreaField
        label="Long Description"
        value={form.long_description}
        rows={4}
        maxLength={4000}
        errors={errors.long_description}
        onChange={(e) => set("long_description", e.target.value)}
      />
      <TextField
        label="Short Description"
        value={form.short_description}
        maxLength={200}
        errors={errors.short_description}
        onChange={(e) => set("short_description", e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Start Date" value={form.start_date} required errors={errors.start_date} onChange={(v) => set("start_date", v)} />
        <DateField
          label="Completion Date"
          value={form.expected_completion_date}
          errors={errors.expected_completion_date}
          onChange={(v) => set("expected_completion_date", v)}
        />
      </div>
      <SelectField
        label="Status"
        options={lists.project}
        value={form.status}
        placeholder={lists.project.length ? undefined : "Loading ..."}
        errors={errors.status}
        onChange={(e) => set("status", e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MultiSelect label="EML Domains" tone="eml" options={lists.eml} value={form.eml} errors={errors.domains} onChange={(v) => set("eml", v)} />
        <MultiSelect label="RCoA Domains" tone="rcoa" options={lists.rcoa} value={form.rcoa} onChange={(v) => set("rcoa", v)} />
      </div>
    </>
  );
}
