import type { InputHTMLAttributes } from "react";
import { CONTROL_CLASS, LabelledField, useFieldControl } from "./LabelledField";

// A labelled input with its error messages underneath, linked for screen readers.
export function TextField({ label, errors, className = "", ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; errors?: string[] }) {
  const { id, errorId, control } = useFieldControl(errors);
  return (
    <LabelledField id={id} errorId={errorId} label={label} errors={errors} className={className}>
      <input {...control} className={CONTROL_CLASS} {...props} />
    </LabelledField>
  );
}
