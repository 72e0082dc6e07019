import "server-only";
import { effectiveLevel, LEVEL } from "@/lib/levels";
import type { CurrentSession } from "@/lib/current-session";
import { TooMany } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { reserveHit, type Reservation } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { INTEREST_MESSAGES as M } from "./messages";

// Every ask mails the milestone's leads (deciders.ts), and a withdrawal lets the same person ask
// again: both count against one budget per requester (the account, or the quick-access
// visitor's address) and one per address, so neither a second session nor a second account
// with the same address gets a fresh one. Counted before the ask is judged, so parallel asks
// each see the ones before; an ask or withdrawal that then changes nothing gives its place back.

export type RequestBudget = { giveBack(): Promise<void> };

function keysOf(session: CurrentSession, email: string | null): string[] {
  const keys = email ? [`interest:address:${email.toLowerCase()}`] : [];
  if (effectiveLevel(session.level) !== LEVEL.quickAccess && session.accountId) keys.push(`interest:account:${session.accountId}`);
  return keys;
}

/**
 * Takes one place in the requester's hourly budget; 429 (nothing spent) beyond it. `email` is
 * the requester's address when it is known (null for an account not yet verified, which is
 * refused later anyway and is then counted by its account alone).
 */
export async function spendRequestBudget(session: CurrentSession, email: string | null): Promise<RequestBudget> {
  const { max, windowMs } = LIMITS.interestChangesPerRequesterHour;
  const reservations: Reservation[] = await Promise.all(keysOf(session, email).map((key) => reserveHit(key, windowMs)));
  const giveBack = async () => {
    await Promise.all(reservations.map((r) => r.giveBack()));
  };
  if (reservations.some((r) => r.count > max)) {
    await giveBack();
    logEvent("security.interest_rate_limited", { accountId: session.accountId ?? undefined });
    throw new TooMany(M.tooManyRequests, Math.ceil(windowMs / 1000));
  }
  return { giveBack };
}
