import type { z } from "zod";
import type { FieldErrors } from "@/lib/errors";
import type { fieldErrorsAnswerSchema } from "@/lib/contract";

// The one key convention of field errors, on the server (422 answers) and in the forms that
// check a payload before sending it: a field's dotted path ("person.email"), "__all__" for a
// problem of the whole payload, each message once per key. Client-safe.

export type { FieldErrors };

/** A 422 answer: the route wrapper's (an invalid body or query) or an operation's (`Invalid`). */
export type FieldErrorsAnswer = z.output<typeof fieldErrorsAnswerSchema>;

/** The key of problems that belong to no one field. */
export const FORM_ERRORS_KEY = "__all__";

/** Every issue of a failed parse, keyed by field path. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : FORM_ERRORS_KEY;
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
