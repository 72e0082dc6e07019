import type { z } from "zod";
import type { FieldErrors } from "@/lib/errors";

/** Every issue of a failed parse, keyed by field path ("person.email"), "__all__" for the root. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "__all__";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
