// How the screens tidy typed or pasted codes before sending them (spec §5): whitespace removed,
// upper case, at most 6 characters. The server does the same, so this only helps the person.

export const CODE_LENGTH = 6;

/** Emailed login and reset codes: letters and digits. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase().slice(0, CODE_LENGTH);
}

/** Authenticator (TOTP) codes: digits only, so "123 456" and "123-456" both work. */
export function normaliseTotpCode(raw: string): string {
  return raw.replace(/\D+/g, "").slice(0, CODE_LENGTH);
}

// A version-4 UUID, as every emailed link carries (spec §5).
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuidV4(value: string | null | undefined): value is string {
  return !!value && UUID_V4.test(value);
}
