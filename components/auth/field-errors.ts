// Reads the field-keyed message lists of a 422 answer ({errors: {field: [messages]}}), keyed by
// the one convention of lib/validation/field-errors.ts; tolerant of a single message or an array.
import type { FieldErrors } from "@/lib/validation/field-errors";

function errorsOf(answer: object): unknown {
  return "errors" in answer ? answer.errors : undefined;
}

export function fieldErrorsOf(answer: object): FieldErrors {
  const errors = errorsOf(answer);
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === "string" && m.length > 0);
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}

/** Every message of an answer's errors, for lists such as "Please check the following". */
export function allMessagesOf(answer: object): string[] {
  const errors = errorsOf(answer);
  if (Array.isArray(errors)) return errors.filter((m): m is string => typeof m === "string");
  return Object.values(fieldErrorsOf(answer)).flat();
}
