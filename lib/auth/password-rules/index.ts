import "server-only";
import { isCommonPassword } from "./common-passwords";
import { isTooSimilar } from "./similarity";

// The password rules (docs/product.md#validation-messages, docs/product.md#security-parameters),
// used by password reset, change password and account creation. Every broken rule is reported, in
// Django's wording.

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common.",
  numeric: "This password is entirely numeric.",
  mismatch: "The two password fields didn’t match.",
  similar: (attribute: string) => `The password is too similar to the ${attribute}.`,
} as const;

export type PasswordOwner = {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

const ATTRIBUTES: [keyof PasswordOwner, string][] = [
  ["username", "username"],
  ["firstName", "first name"],
  ["lastName", "last name"],
  ["email", "email address"],
];

/** Messages for every rule the new password breaks; empty when it is acceptable. */
export function checkNewPassword(password1: string, password2: string, owner: PasswordOwner): string[] {
  const errors: string[] = [];
  if (password1 !== password2) errors.push(PASSWORD_MESSAGES.mismatch);
  const password = password1.normalize("NFKC");
  for (const [field, label] of ATTRIBUTES) {
    const value = owner[field];
    if (value && isTooSimilar(password, value)) {
      errors.push(PASSWORD_MESSAGES.similar(label));
      break;
    }
  }
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_MESSAGES.tooLong);
  if (isCommonPassword(password)) errors.push(PASSWORD_MESSAGES.common);
  if (/^\p{Nd}+$/u.test(password)) errors.push(PASSWORD_MESSAGES.numeric);
  return errors;
}
