import "server-only";
import { isIPv6 } from "node:net";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";

// The client address every per-IP limit and every log line uses
// (docs/product.md#security-parameters): the connection's own address, which the server's preloaded
// hook (scripts/server/peer-address.cjs) writes into `x-peer-address` over anything the client
// sent. `X-Forwarded-For` is read only when TRUST_PROXY says how many proxies in front of us append
// to it, and then from the right: the entries on its left are whatever the client wrote. See
// docs/decisions/018-client-address-and-reserved-attempts.md.

export const PEER_ADDRESS_HEADER = "x-peer-address";
const HOOK_MARK = Symbol.for("project-directory.peer-address-hook");

let warned = false;

function peerAddress(headers: Headers): string | null {
  if (!(globalThis as Record<symbol, unknown>)[HOOK_MARK]) {
    // Without the hook the header could come from the client: never believe it. Every request
    // then shares one address, so limits stay strict rather than escapable.
    if (!warned) {
      warned = true;
      logEvent("security.peer_address_unknown", { hint: "start the server with --require scripts/server/peer-address.cjs" });
    }
    return null;
  }
  return headers.get(PEER_ADDRESS_HEADER) || null;
}

/** The address `trustedHops` entries from the right of the forwarded chain, else the peer's. */
export function addressFrom(headers: Headers, peer: string | null, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than trusted proxies: every entry there was written by one of them.
    const chosen = forwarded.length ? forwarded[Math.max(0, forwarded.length - trustedHops)] : null;
    if (chosen) return chosen.slice(0, 64);
  }
  return (peer ?? "unknown").slice(0, 64);
}

export function clientAddress(headers: Headers): string {
  return addressFrom(headers, peerAddress(headers), env().TRUST_PROXY);
}

/**
 * The part of a client address that per-IP limits count: an IPv4 address whole, an IPv6 address
 * by its /64 prefix. One IPv6 subscriber (a home line, a cloud machine) is given a whole /64, so
 * counting full addresses would give an attacker as many addresses as they like.
 */
export function addressBlock(address: string): string {
  if (!isIPv6(address)) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 in the last group counts as two groups of the full address.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes(".") ? 1 : 0);
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, missing)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
