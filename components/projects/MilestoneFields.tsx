import { DateField } from "@/components/ui/DateField";
import { MultiSelect } from "@/components/ui/MultiSelect";
import { SelectField } from "@/components/ui/SelectField";
import { TextAreaField } from "@/components/ui/TextAreaField";
import type { ReferenceListsAnswer } from "@/lib/reference/schemas";
import type { MilestoneForm } from "./milestone-form";
import type { FieldErrors } from "@/lib/validation/field-errors";

// The fields of Add/Edit Milestone, in the order of docs/product.md#dialogs. Each server message
// shows under its own field (the end_date message under the completion date).
export function MilestoneFields({
  form,
  set,
  errors,
  lists,
}: {
  form: MilestoneForm;
  set<K extends keyof MilestoneForm>(key: K, value: MilestoneForm[K]): void;
  errors: FieldErrors;
  lists: ReferenceListsAnswer;
}) {
  return (
    <>
      <TextAreaField
        label="Description"
        value={form.description}
        rows={3}
        maxLength={4000}
        errors={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Start Date" value={form.start_date} required errors={errors.start_date} onChange={(v) => set("start_date", v)} />
        <DateField label="Completion Date" value={form.end_date} errors={errors.end_date} onChange={(v) => set("end_date", v)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MultiSelect label="EML Domains" tone="eml" options={lists.eml} value={form.eml} errors={errors.domains} onChange={(v) => set("eml", v)} />
        <MultiSelect label="RCoA Domains" tone="rcoa" options={lists.rcoa} value={form.rcoa} onChange={(v) => set("rcoa", v)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          options={lists.milestone}
          value={form.status}
          errors={errors.status}
          onChange={(e) => set("status", e.target.value)}
        />
        <SelectField
          label="Looking For"
          options={lists.milestoneLookingFor}
          placeholder="Select ..."
          value={form.looking_for}
          errors={errors.looking_for}
          onChange={(e) => set("looking_for", e.target.value)}
        />
      </div>
    </>
  );
}
