import { useId, type InputHTMLAttributes } from "react";

// A labelled input with its error messages underneath, linked for screen readers.
export function TextField({
  label,
  errors,
  className = "",
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; errors?: string[] }) {
  const id = useId();
  const errorId = `${id}-errors`;
  const hasErrors = !!errors && errors.length > 0;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        className="rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700 aria-[invalid]:border-red-700"
        {...props}
      />
      {hasErrors && (
        <ul id={errorId} className="text-sm text-red-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
