import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "@/lib/validation/field-errors";

/**
 * Checks a payload with the same schema the server uses, so most mistakes show under their
 * fields before a round trip, keyed as the server's 422 answer would key them. Null when it passes.
 */
export function validate(schema: z.ZodType, body: unknown): FieldErrors | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

/** Messages under keys the form has no field for, shown together at the foot of the form. */
export function otherMessages(errors: FieldErrors, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([key]) => !fields.includes(key))
    .flatMap(([, messages]) => messages);
}
