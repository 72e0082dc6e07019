import "server-only";
import list from "./common-passwords.json";

// The 20,000 most frequent passwords of @zxcvbn-ts/language-common (see
// docs/decisions on password rules for how the file was made). Compared in lower case, as
// Django's CommonPasswordValidator does.

const COMMON = new Set((list as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
