import { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/**
 * Checks a payload with the same schema the server uses, so most mistakes show under their
 * fields before a round trip. Null when it passes.
 */
export function validate(schema: z.ZodType, body: unknown): FieldErrors | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] = [...new Set([...(errors[key] ?? []), issue.message])];
  }
  return errors;
}

/** Messages under keys the form has no field for, shown together at the foot of the form. */
export function otherMessages(errors: FieldErrors, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([key]) => !fields.includes(key))
    .flatMap(([, messages]) => messages);
}
