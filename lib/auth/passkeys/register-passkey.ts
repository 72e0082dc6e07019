import "server-only";
import { verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";
import { takeCeremony } from "../ceremony-store";
import { sha256 } from "@/lib/crypto/tokens";
import { codeOfCeremonyError, passkeyError } from "./passkey-error";
import { challengeOf, relyingParty } from "./relying-party";
import { currentRequest } from "@/lib/request-context";

/**
 * Stores a new passkey after checking the attestation against this browser's challenge. The
 * credential id is the primary key, so a second registration of the same credential (even a
 * parallel one) fails cleanly as passkey_already_registered.
 */
export async function registerPasskey(
  accountId: number,
  response: RegistrationResponseJSON,
  name: string | undefined,
): Promise<{ id: string; name: string }> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken = challenge ? await takeCeremony({ id: sha256(challenge), sessionHash: currentRequest().session.hash, kinds: ["passkey_registration"] }) : null;
  if (!challenge || !taken || taken.accountId !== accountId) throw passkeyError("challenge_expired");
  const { rpID, origin } = relyingParty();
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.value,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("not verified");
    info = result.registrationInfo;
  } catch (error) {
    logEvent("auth.passkey_registration_rejected", { accountId, reason: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
    throw passkeyError(codeOfCeremonyError(error));
  }
  // The id column holds at most 1024 characters; real authenticators use far shorter ids.
  if (info.credential.id.length > 1024) throw passkeyError("verification_failed");
  const passkeyName = name?.trim() || "Passkey";
  try {
    await db.$transaction(async (tx) => {
      await tx.passkey.create({
        data: {
        id: info.credential.id,
        accountId,
        name: passkeyName,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: BigInt(info.credential.counter),
        transports: info.credential.transports ?? response.response.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        },
      });
      await queueSecurityNotice(tx, { accountId, change: "passkey_added", detail: passkeyName });
    });
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2002") throw passkeyError("passkey_already_registered", { data: "failed" });
    throw error;
  }
  logEvent("auth.passkey_added", { accountId });
  return { id: info.credential.id, name: passkeyName };
}
