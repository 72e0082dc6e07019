"use client";

import { TextField } from "@/components/ui/TextField";

// The address box of the forms that send or check an emailed code or link (the login page's
// code box, a sign-in link, a password reset): the browser's saved address is offered, and what
// is wrong with it is read out as it appears.
export function SignInEmailField({
  value,
  onChange,
  errors,
  announce = "polite",
  autoFocus = false,
}: {
  value: string;
  onChange(value: string): void;
  errors: string[];
  /** "assertive" where the form is the page's one task, so the message interrupts */
  announce?: "polite" | "assertive";
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        errors={errors}
        required
        autoFocus={autoFocus}
      />
      <div aria-live={announce} className="sr-only">
        {errors.join(" ")}
      </div>
    </>
  );
}
