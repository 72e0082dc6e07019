import "server-only";
import { clock } from "@/lib/clock";
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { takeCeremony } from "../ceremony-store";
import { logSignInFailure } from "../sign-in-attempts";
import { sha256 } from "@/lib/crypto/tokens";
import { codeOfCeremonyError, passkeyError } from "./passkey-error";
import { challengeOf, relyingParty } from "./relying-party";

/**
 * Verifies a passkey assertion against the challenge this browser was given (deleted on first
 * use, whatever the outcome) and the stored public key and counter. Returns the passkey's
 * account (signing in, or re-authenticating). A passkey with user verification is already two
 * factors, so no TOTP step follows it.
 */
export async function verifyPasskeyAssertion(response: AuthenticationResponseJSON) {
  const fail = async (code: Parameters<typeof passkeyError>[0], accountId?: number) => {
    logSignInFailure({ method: "passkey", accountId });
    return passkeyError(code);
  };
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken = challenge ? await takeCeremony({ id: sha256(challenge), sessionHash: currentRequest().session.hash, kinds: ["passkey_authentication"] }) : null;
  if (!challenge || !taken) throw await fail("challenge_expired");
  const passkey = await db.passkey.findUnique({
    where: { id: response.id },
    include: { account: { select: { id: true, level: true, email: true, disabled: true } } },
  });
  if (!passkey) throw await fail("passkey_not_found");
  const { rpID, origin } = relyingParty();
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.value,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
    });
    if (!result.verified) throw new Error("not verified");
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    logEvent("auth.passkey_rejected", { accountId: passkey.accountId, reason: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
    throw await fail(codeOfCeremonyError(error), passkey.accountId);
  }
  // The counter must move forward (authenticators that do not count always report 0); the
  // condition makes a replayed assertion lose against the one already accepted.
  const updated = await db.passkey.updateMany({
    where: { id: passkey.id, ...(newCounter > 0 ? { counter: { lt: BigInt(newCounter) } } : { counter: 0 }) },
    data: { counter: BigInt(newCounter), lastUsedAt: clock.now() },
  });
  if (updated.count !== 1 || passkey.account.disabled) throw await fail("verification_failed", passkey.accountId);
  return passkey.account;
}
