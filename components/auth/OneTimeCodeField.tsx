"use client";

import type { InputHTMLAttributes } from "react";
import { TextField } from "@/components/ui/TextField";
import { fitCodeEntry, normaliseTotpCode } from "./codes";

// A field for a 6-character code. No maxLength on the input: a pasted "ABC 123" must not be cut
// before its space is removed; the value is tidied on every change instead.
export function OneTimeCodeField({
  label,
  value,
  onValueChange,
  errors,
  digitsOnly = false,
  className = "",
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  label: string;
  value: string;
  onValueChange(code: string): void;
  errors?: string[];
  digitsOnly?: boolean;
}) {
  const tidy = digitsOnly ? normaliseTotpCode : fitCodeEntry;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onValueChange(tidy(event.target.value))}
      errors={errors}
      autoComplete="one-time-code"
      inputMode={digitsOnly ? "numeric" : "text"}
      autoCapitalize="characters"
      spellCheck={false}
      className={`[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest ${className}`}
      {...rest}
    />
  );
}
