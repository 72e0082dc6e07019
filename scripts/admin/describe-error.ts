import { HttpError } from "@/lib/http/errors";

/** An error as one or more plain lines: field messages of a refused input, else its message. */
export function describeError(error: unknown): string {
  if (error instanceof HttpError) {
    const errors = error.body.errors as Record<string, string[]> | undefined;
    if (errors) return Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(" ")}`).join("\n");
    return String(error.body.errorMessage ?? error.message);
  }
  return error instanceof Error ? error.message : String(error);
}
