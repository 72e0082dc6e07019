import { DomainError, Invalid } from "@/lib/errors";

/** An error as one or more plain lines: field messages of a refused input, else its message. */
export function describeError(error: unknown): string {
  if (error instanceof Invalid) {
    return Object.entries(error.fieldErrors).map(([field, messages]) => `${field}: ${messages.join(" ")}`).join("\n");
  }
  if (error instanceof DomainError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
