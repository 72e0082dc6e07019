import { useId, type SelectHTMLAttributes } from "react";
import { FieldErrors } from "./TextAreaField";

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
  const id = useId();
  const errorId = `${id}-errors`;
  const hasErrors = !!errors && errors.length > 0;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        className="rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700 aria-[invalid]:border-red-700"
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.description}
          </option>
        ))}
      </select>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
