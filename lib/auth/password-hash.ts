import "server-only";
import { createHmac } from "node:crypto";
import { Unavailable } from "@/lib/errors";
import { bcryptCompare, bcryptHash, HashQueueFullError } from "./bcrypt-pool";

// bcrypt reads at most 72 bytes. Rather than truncate silently, a longer password is first
// reduced with HMAC-SHA-256 (base64, 44 bytes) — the whole input always counts.
// Passwords are NFKC-normalised so the same characters typed on another keyboard still match.

const BCRYPT_COST = 12;

function bcryptInput(password: string): string {
  const normalised = password.normalize("NFKC");
  if (Buffer.byteLength(normalised, "utf8") <= 72) return normalised;
  return createHmac("sha256", "bcrypt-prehash").update(normalised).digest("base64");
}

const BUSY_RETRY_AFTER_SECONDS = 5;

/** A full hashing queue answers 503 with Retry-After: the client comes back, nothing piles up. */
function busyToHttp(error: unknown): never {
  if (error instanceof HashQueueFullError) {
    throw new Unavailable(
      "Too many people are signing in just now. Please try again in a few seconds.",
      BUSY_RETRY_AFTER_SECONDS,
    );
  }
  throw error;
}

// Hashing runs in low-priority helper processes (bcrypt-pool.ts) so sign-ins never stall readers.
export function hashPassword(password: string): Promise<string> {
  return bcryptHash(bcryptInput(password), BCRYPT_COST).catch(busyToHttp);
}

// Compared when the account does not exist, so the answer takes as long as for a real one: a
// cost-12 hash of random bytes nobody kept (a hashSync at import would block the server ~0.3 s).
const DUMMY_HASH = "$2b$12$azEm/zxHQwYa7LWGs23PpOn8azXYFx/qIMhESLt21.84d6UYRDc4e";

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcryptCompare(bcryptInput(password), hash ?? DUMMY_HASH).catch(busyToHttp);
  return ok && !!hash;
}
