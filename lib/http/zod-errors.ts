import type { z } from "zod";
import type { fieldErrorsAnswerSchema } from "@/lib/contract";

// The 422 answer's type. The field-error keys themselves (`fieldErrorsOf`, `FORM_ERRORS_KEY`)
// live in lib/validation/field-errors.ts, free of HTTP; they are re-exported here for the route
// wrapper and the calls table.

export { fieldErrorsOf, FORM_ERRORS_KEY, type FieldErrors } from "@/lib/validation/field-errors";

/** A 422 answer: the route wrapper's (an invalid body or query) or an operation's (`Invalid`). */
export type FieldErrorsAnswer = z.output<typeof fieldErrorsAnswerSchema>;
