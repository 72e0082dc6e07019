"use client";

import { useId } from "react";
import { FIELD_LABEL, IMPORT_FIELDS, type ImportField } from "@/lib/import/fields";

/** The field one column of the file is imported as. */
export function ColumnSelect({ header, value, onChange }: { header: string; value: ImportField; onChange(field: ImportField): void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        Column &ldquo;{header}&rdquo;
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ImportField)}
        className="w-full max-w-full rounded border border-slate-400 bg-white px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        {IMPORT_FIELDS.map((f) => (
          <option key={f} value={f}>
            {FIELD_LABEL[f]}
          </option>
        ))}
      </select>
    </div>
  );
}
