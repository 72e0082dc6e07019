import "server-only";
import { createHmac } from "node:crypto";
import bcrypt from "bcryptjs";

// bcrypt reads at most 72 bytes. Rather than truncate silently, a longer password is first
// reduced with HMAC-SHA-256 (base64, 44 bytes) — the whole input always counts.
// Passwords are NFKC-normalised so the same characters typed on another keyboard still match.

export const BCRYPT_COST = 12;

function bcryptInput(password: string): string {
  const normalised = password.normalize("NFKC");
  if (Buffer.byteLength(normalised, "utf8") <= 72) return normalised;
  return createHmac("sha256", "bcrypt-prehash").update(normalised).digest("base64");
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(bcryptInput(password), BCRYPT_COST);
}

// Compared when the account does not exist, so the answer takes as long as for a real one.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(bcryptInput(password), hash ?? DUMMY_HASH);
  return ok && !!hash;
}
