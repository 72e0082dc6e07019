import "server-only";
import { sealData, unsealData } from "iron-session";
import { LRUCache } from "lru-cache";
import { requireSessionSecret } from "@/lib/env";

// The session cookie holds the random session id sealed by iron-session (encrypted and signed
// with SESSION_SECRET). Unsealing takes several WebCrypto calls, each a round trip through
// libuv's thread pool, on every request. A cookie that unsealed once unseals to the same id
// every time: the secret is read once per process, and the seal holds no expiry (expiry and
// revocation live in the session row, read on every request). So recently seen cookies are
// remembered with their id. Only cookies that did unseal are remembered: a forged one is
// unsealed, and refused, every time.
const REMEMBERED_COOKIES = 5_000; // about 2 MB
const MIN_SID_LENGTH = 32;

const remembered = new LRUCache<string, string>({ max: REMEMBERED_COOKIES });

/** The session id in a session cookie's value, or undefined when it is not one of ours. */
export async function unsealSessionId(cookieValue: string): Promise<string | undefined> {
  const known = remembered.get(cookieValue);
  if (known) return known;
  try {
    const data = await unsealData<{ sid?: unknown }>(decodeURIComponent(cookieValue), {
      password: requireSessionSecret(),
      ttl: 0,
    });
    if (typeof data.sid !== "string" || data.sid.length < MIN_SID_LENGTH) return undefined;
    remembered.set(cookieValue, data.sid);
    return data.sid;
  } catch {
    return undefined;
  }
}

export function sealSessionId(sid: string): Promise<string> {
  return sealData({ sid }, { password: requireSessionSecret(), ttl: 0 });
}
