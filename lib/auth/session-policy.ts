// Session lifetimes (docs/product.md#security-parameters), in milliseconds.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  absolute: 12 * HOUR,
  idle: 2 * HOUR,
  remembered: 30 * DAY,
  quickAccess: 8 * HOUR,
  // A sign-in waiting for its TOTP code: long enough to open the authenticator app, short
  // enough that a stolen half-signed-in cookie soon means nothing.
  pendingSecondStep: 10 * 60 * 1000,
  // lastSeenAt is written at most this often, so reads do not each cost a write.
  touchEvery: 60 * 1000,
} as const;

export type SessionKind = "account" | "remembered" | "quickAccess";

export function expiryFor(kind: SessionKind, from: number): Date {
  const ms =
    kind === "remembered"
      ? SESSION_POLICY.remembered
      : kind === "quickAccess"
        ? SESSION_POLICY.quickAccess
        : SESSION_POLICY.absolute;
  return new Date(from + ms);
}

/** A session without Remember me ends after two idle hours; remembered ones only at expiry. */
export function isIdleExpired(lastSeenAt: Date, remember: boolean, now: number): boolean {
  return !remember && now - lastSeenAt.getTime() > SESSION_POLICY.idle;
}
