import "server-only";
import { Unavailable } from "@/lib/errors";
import { bcryptCompare, bcryptHash, HashQueueFullError } from "./bcrypt-pool";
import { bcryptInput, passwordCost } from "./password-format";

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
  return bcryptHash(bcryptInput(password), passwordCost()).catch(busyToHttp);
}

// Compared when the account does not exist, so the answer takes as long as for a real one: a
// hash of random bytes nobody kept, at the cost new hashes get (a hashSync at import would block
// the server ~0.3 s).
const DUMMY_HASHES: Record<number, string> = {
  12: "$2b$12$azEm/zxHQwYa7LWGs23PpOn8azXYFx/qIMhESLt21.84d6UYRDc4e",
  4: "$2b$04$UwiGaQIci5CGPN7bHy5jGOUnledUUnC1lWxGq6jfEeNR2dulvkcu6",
};

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcryptCompare(bcryptInput(password), hash ?? DUMMY_HASHES[passwordCost()]).catch(busyToHttp);
  return ok && !!hash;
}
