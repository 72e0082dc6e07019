import "server-only";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { Refused, SessionEnded } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { LIMITS } from "@/lib/rate-limit/limits";
import {
  accountKey,
  logLockedOut,
  logSignInFailure,
  reserveAttempt,
  reserveIpAttempt,
  secondFactorKey,
} from "../sign-in-attempts";
import { verifyPasskeyAssertion } from "../passkeys/verify-passkey-assertion";
import { verifyPassword } from "../password-hash";
import { redeemTotpCode } from "../two-factor/redeem-totp-code";
import { proofMethodsOf } from "./proof-methods";
import { REAUTH_MESSAGES, type ReauthenticateInput } from "./schemas";
import { currentRequest } from "@/lib/request-context";

// Wrong proofs a session may give before it is ended: whoever holds a stolen cookie gets a
// few tries, then loses the cookie, rather than locking the owner out of signing in.
const SESSION_FAILURES = { max: 5, windowMs: 15 * 60 * 1000 };

const wrongProof = () => new Refused(REAUTH_MESSAGES.wrong);

/**
 * Checks a proof that the person at this session is the account's owner; when it holds, the
 * caller notes the time on the session (the STEP_UP session change): the account changes that
 * need a fresh proof are then open for the next 5 minutes. Wrong passwords and codes count as sign-in failures (per account and
 * per address). While the account is locked even the right proof gets the same answer as a
 * wrong one, so this step cannot be used to find the password.
 */
export async function reauthenticate(accountId: number, input: ReauthenticateInput): Promise<void> {
  // Counted before it is judged, like every sign-in attempt (sign-in-attempts.ts).
  const ipAttempt = await reserveIpAttempt();
  const methods = await proofMethodsOf(accountId);
  const method = "password" in input ? "password" : "totpCode" in input ? "totp" : "passkey";
  if (method === "passkey") {
    if (!methods.passkey) throw new Refused(REAUTH_MESSAGES.passkeyNotAllowed);
    // The shared passkey check: this browser's challenge, the stored key and counter.
    const owner = await verifyPasskeyAssertion((input as { credential: unknown }).credential as AuthenticationResponseJSON);
    if (owner.id !== accountId) await refuse(accountId, method);
    await ipAttempt.giveBack();
    return proven(accountId, method);
  }
  // A password for an account without one, or a code without 2FA, simply does not match.
  const attempt =
    method === "password"
      ? await reserveAttempt(accountKey(accountId), LIMITS.accountFailures)
      : await reserveAttempt(secondFactorKey(accountId), LIMITS.secondFactorFailures, { carryOver: true });
  const fields = { method: `reauth_${method}`, accountId };
  if (!attempt.allowed) {
    // Locked: the same answer as a wrong proof, whatever was given.
    logLockedOut(fields);
    throw wrongProof();
  }
  const ok =
    "password" in input
      ? await verifyPassword(input.password, await passwordHashOf(accountId))
      : "totpCode" in input && (await redeemTotpCode(accountId, input.totpCode));
  if (!ok) {
    const max = method === "password" ? LIMITS.accountFailures.max : LIMITS.secondFactorFailures.max;
    logSignInFailure({ ...fields, count: attempt.count, max });
    return refuse(accountId, method, false);
  }
  await Promise.all([attempt.giveBack(), ipAttempt.giveBack()]);
  return proven(accountId, method);
}

async function passwordHashOf(accountId: number): Promise<string | null> {
  const row = await db.account.findUnique({ where: { id: accountId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}

/** Counts the failure against this session, ends the session after too many, and refuses. */
async function refuse(accountId: number, method: string, logFailure = true): Promise<never> {
  if (logFailure) logSignInFailure({ method: `reauth_${method}`, accountId });
  const failures = await reserveAttempt(`reauth-fail:session:${currentRequest().session.hash}`, SESSION_FAILURES);
  if (failures.count >= SESSION_FAILURES.max) {
    logEvent("security.session_ended_after_reauth_failures", { accountId });
    throw new SessionEnded(REAUTH_MESSAGES.endedAfterFailures);
  }
  throw wrongProof();
}

function proven(accountId: number, method: string): void {
  logEvent("auth.reauthenticated", { accountId, method });
}
