import "server-only";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { saveChallenge } from "../challenge-store";
import { sha256 } from "../tokens";
import { CHALLENGE_LIFETIME_MS, relyingParty } from "./relying-party";

/** Options for a usernameless (discoverable) passkey sign-in, the challenge kept for this browser. */
export async function passkeyAuthenticationOptions(sessionHash: string) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: "required",
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await saveChallenge({
    id: sha256(options.challenge),
    sessionHash,
    purpose: "authentication",
    value: options.challenge,
    ttlMs: CHALLENGE_LIFETIME_MS,
  });
  return options;
}
