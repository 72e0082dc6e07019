import "server-only";
import { generateRegistrationOptions } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { saveCeremony } from "../ceremony-store";
import { sha256 } from "@/lib/crypto/tokens";
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
  await saveCeremony({
    id: sha256(options.challenge),
    sessionHash,
    kind: "passkey_registration",
    accountId,
    value: options.challenge,
    lifetimeMs: CHALLENGE_LIFETIME_MS,
    replace: true,
  });
  return options;
}
