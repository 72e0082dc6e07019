import { useId, type ReactNode } from "react";

// What every labelled form control shares (TextField, TextAreaField, SelectField): its label, its
// error messages underneath, and the ids that tie them together for screen readers and for the
// form's error summary (ErrorSummary.tsx, which finds the controls marked aria-invalid).

/** The look of a text input, text area or select. */
export const CONTROL_CLASS =
  "rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-sky-700 focus:outline-2 focus:outline-sky-700 aria-[invalid]:border-red-700";

/** The attributes a control takes to be labelled and described by its errors. */
export function useFieldControl(errors: string[] | undefined) {
  const id = useId();
  const errorId = `${id}-errors`;
  const hasErrors = !!errors && errors.length > 0;
  return { id, errorId, control: { id, "aria-invalid": hasErrors || undefined, "aria-describedby": hasErrors ? errorId : undefined } };
}

/** The label above, the control (children), and the messages below. */
export function LabelledField({ id, errorId, label, errors, className = "", children }: { id: string; errorId: string; label: string; errors?: string[]; className?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {children}
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
