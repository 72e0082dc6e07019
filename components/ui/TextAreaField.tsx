import type { TextareaHTMLAttributes } from "react";
import { CONTROL_CLASS, LabelledField, useFieldControl } from "./LabelledField";

// A labelled multi-line input with its error messages underneath, linked for screen readers.
export function TextAreaField({ label, errors, className = "", ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; errors?: string[] }) {
  const { id, errorId, control } = useFieldControl(errors);
  return (
    <LabelledField id={id} errorId={errorId} label={label} errors={errors} className={className}>
      <textarea {...control} rows={3} className={CONTROL_CLASS} {...props} />
    </LabelledField>
  );
}
