import type { SelectHTMLAttributes } from "react";
import { CONTROL_CLASS, LabelledField, useFieldControl } from "./LabelledField";

export type SelectOption = { id: number; description: string };

// A labelled native select (the most accessible dropdown there is) with its error messages.
export function SelectField({
  label,
  options,
  errors,
  placeholder,
  className = "",
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: SelectOption[];
  errors?: string[];
  /** shown as an empty first choice */
  placeholder?: string;
}) {
  const { id, errorId, control } = useFieldControl(errors);
  return (
    <LabelledField id={id} errorId={errorId} label={label} errors={errors} className={className}>
      <select {...control} className={CONTROL_CLASS} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.description}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
