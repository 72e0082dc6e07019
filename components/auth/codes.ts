// How the screens tidy typed or pasted codes before sending them
// (docs/product.md#validation-messages): the server's own normalisation, cut to the code's length.
// The server compares the same way, so this only helps the person.
import { CODE_LENGTH, normaliseCode } from "@/lib/auth/verification/code-format";

/** Emailed login and reset codes as typed into a field: letters and digits, at most 6. */
export function fitCodeEntry(raw: string): string {
  return normaliseCode(raw).slice(0, CODE_LENGTH);
}

/** Authenticator (TOTP) codes: digits only, so "123 456" and "123-456" both work. */
export function normaliseTotpCode(raw: string): string {
  return raw.replace(/\D+/g, "").slice(0, CODE_LENGTH);
}

// A version-4 UUID, as every emailed link carries (docs/product.md#validation-messages).
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuidV4(value: string | null | undefined): value is string {
  return !!value && UUID_V4.test(value);
}
