import { createHmac } from "node:crypto";

// How a password becomes what bcrypt is given, and at what cost: one home for the app's sign-in
// (password-hash.ts) and the seed (prisma/seed/hash.ts), which hashes without the hashing pool.

const BCRYPT_MAX_BYTES = 72;
const PREHASH_KEY = "bcrypt-prehash";

/**
 * bcrypt reads at most 72 bytes. Rather than truncate silently, a longer password is first reduced
 * with HMAC-SHA-256 (base64, 44 bytes), so the whole input always counts; NFKC normalisation lets
 * the same characters typed on another keyboard match.
 */
export function bcryptInput(plain: string): string {
  const normalised = plain.normalize("NFKC");
  if (Buffer.byteLength(normalised, "utf8") <= BCRYPT_MAX_BYTES) return normalised;
  return createHmac("sha256", PREHASH_KEY).update(normalised, "utf8").digest("base64");
}

/** The work factor of every running app (docs/product.md#security-parameters). */
export const PASSWORD_COST = 12;
/** bcrypt's least: for vitest runs whose subject is not the hash (docs/decisions/043-test-suite-speed.md). */
const LEAST_COST = 4;

/**
 * The cost new hashes get. A vitest run asks for the least with PASSWORD_COST_FOR_TESTS=4: at cost
 * 12 the suite spent most of its time hashing. Only under vitest (NODE_ENV "test", which a built
 * app never has: Next fixes it to "production") is the request heard; the files that test the
 * hash and its timing run at 12 (vitest.config.ts).
 */
export function passwordCost(): number {
  return process.env.NODE_ENV === "test" && process.env.PASSWORD_COST_FOR_TESTS === String(LEAST_COST) ? LEAST_COST : PASSWORD_COST;
}
