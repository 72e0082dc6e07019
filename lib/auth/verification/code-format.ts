// The shape of an emailed code (docs/product.md#validation-messages,
// docs/product.md#security-parameters), shared by the server that compares codes
// and the screens that tidy what is typed. Client-safe: no secrets, no server imports.

export const CODE_LENGTH = 6;

/** What the person typed, as the server compares it: whitespace removed, upper case. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}
