import { createHmac } from "node:crypto";
import bcrypt from "bcryptjs";

// The seed's own copy of the project's password format, so seeding does not wait on the auth
// module: NFKC-normalised, pre-hashed with HMAC-SHA-256 when bcrypt would otherwise silently
// read only its first 72 bytes, then bcrypt at cost 12.

const BCRYPT_COST = 12;
const BCRYPT_MAX_BYTES = 72;
const PREHASH_KEY = "bcrypt-prehash";

/** The string actually given to bcrypt for a password. */
export function bcryptInput(plain: string): string {
  const normalised = plain.normalize("NFKC");
  if (Buffer.byteLength(normalised, "utf8") <= BCRYPT_MAX_BYTES) return normalised;
  return createHmac("sha256", PREHASH_KEY).update(normalised, "utf8").digest("base64");
}

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(bcryptInput(plain), BCRYPT_COST);
}
