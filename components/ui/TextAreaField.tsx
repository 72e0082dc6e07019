import { useId, type TextareaHTMLAttributes } from "react";

// A labelled multi-line input with its error messages underneath, linked for screen readers.
export function TextAreaField({
  label,
  errors,
  className = "",
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; errors?: string[] }) {
  const id = useId();
  const errorId = `${id}-errors`;
  const hasErrors = !!errors && errors.length > 0;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        className="rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700 aria-[invalid]:border-red-700"
        {...props}
      />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/** The message list shown under a field. */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={id} className="text-sm text-red-800">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
