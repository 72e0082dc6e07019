import "server-only";
import { requireSessionSecret } from "@/lib/env";
import { hmac } from "@/lib/crypto/tokens";

// The screens name a session by an HMAC of its key: stable, unguessable, and useless as a
// cookie (the key itself is a hash of the cookie's id and never leaves the server).
export function publicIdOf(sessionHash: string): string {
  return hmac(requireSessionSecret(), `session-public-id:${sessionHash}`).slice(0, 22);
}
