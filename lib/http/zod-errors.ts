import type { z } from "zod";
import type { fieldErrorsAnswerSchema } from "@/lib/contract";

// The 422 answer's type. The field-error keys themselves (`fieldErrorsOf`, `FORM_ERRORS_KEY`)
// live in lib/validation/field-errors.ts, free of HTTP.

/** A 422 answer: the route wrapper's (an invalid body or query) or an operation's (`Invalid`). */
export type FieldErrorsAnswer = z.output<typeof fieldErrorsAnswerSchema>;
