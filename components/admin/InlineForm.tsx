"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import type { ActionResult } from "./admin-calls";

// One text field and a button (add a domain, rename an item ...): shows the field's errors
// from the answer, clears itself on success.
export function InlineForm({
  label,
  button,
  field,
  initial = "",
  onSubmit,
  onCancel,
}: {
  label: string;
  button: string;
  /** the key of this field's errors in a 422 answer */
  field: string;
  initial?: string;
  onSubmit(value: string): Promise<ActionResult>;
  onCancel?(): void;
}) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await onSubmit(value);
    setBusy(false);
    if (result.ok) {
      setValue("");
      setErrors([]);
    } else {
      setErrors(result.errors[field] ?? (result.message ? [result.message] : []));
    }
  }

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-2" noValidate>
      <TextField label={label} value={value} onChange={(e) => setValue(e.target.value)} errors={errors} className="min-w-0 flex-1 sm:max-w-sm" />
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" variant="secondary" disabled={busy || !value.trim()}>
          {button}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
