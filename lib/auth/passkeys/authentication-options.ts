import "server-only";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { TooMany } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { countHit } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { saveCeremony } from "../ceremony-store";
import { sha256 } from "@/lib/crypto/tokens";
import { CHALLENGE_LIFETIME_MS, relyingParty } from "./relying-party";
import { currentRequest } from "@/lib/request-context";

/**
 * Options for a usernameless (discoverable) passkey sign-in, the challenge kept for this
 * browser. Anyone may ask, and each answer stores a row, so asking is counted per address
 * first (429 over the limit, nothing stored).
 */
export async function passkeyAuthenticationOptions() {
  const { ipBlock: ip, session } = currentRequest();
  const { max, windowMs } = LIMITS.passkeyChallengesPerIp;
  if ((await countHit(`passkey-challenge:ip:${ip}`, windowMs)) > max) {
    logEvent("security.passkey_challenges_limited");
    throw new TooMany();
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: "required",
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await saveCeremony({
    id: sha256(options.challenge),
    sessionHash: session.hash,
    kind: "passkey_authentication",
    value: options.challenge,
    lifetimeMs: CHALLENGE_LIFETIME_MS,
  });
  return options;
}
