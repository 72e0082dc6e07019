import "server-only";
import { generateRegistrationOptions } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { deleteChallenges, saveChallenge } from "../challenge-store";
import { sha256 } from "../tokens";
import { CHALLENGE_LIFETIME_MS, RP_NAME, relyingParty, userHandleFor } from "./relying-party";

/** Options to create a discoverable passkey for the account; its existing ones are excluded. */
export async function passkeyRegistrationOptions(accountId: number, sessionHash: string) {
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: {
      username: true,
      person: { select: { firstName: true, lastName: true } },
      passkeys: { select: { id: true, transports: true } },
    },
  });
  const displayName = account.person ? `${account.person.firstName} ${account.person.lastName}`.trim() : account.username;
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: account.username,
    userID: userHandleFor(accountId),
    userDisplayName: displayName || account.username,
    attestationType: "none",
    timeout: CHALLENGE_LIFETIME_MS,
    excludeCredentials: account.passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
  await deleteChallenges(sessionHash, "registration");
  await saveChallenge({
    id: sha256(options.challenge),
    sessionHash,
    purpose: "registration",
    accountId,
    value: options.challenge,
    ttlMs: CHALLENGE_LIFETIME_MS,
  });
  return options;
}
