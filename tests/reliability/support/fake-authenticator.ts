import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A software authenticator that answers a registration ceremony the way a platform passkey
// does (attestation "none", user present and verified, an ES256 key), so the server's real
// verification runs end to end without a browser.

export type FakeCredential = { id: Buffer; x: Buffer; y: Buffer };

export function newCredential(): FakeCredential {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  return { id: randomBytes(32), x: Buffer.from(jwk.x!, "base64url"), y: Buffer.from(jwk.y!, "base64url") };
}

export function registrationResponse(
  credential: FakeCredential,
  ceremony: { challenge: string; origin: string; rpID: string },
) {
  const clientData = Buffer.from(
    JSON.stringify({ type: "webauthn.create", challenge: ceremony.challenge, origin: ceremony.origin, crossOrigin: false }),
  );
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(credential.x)],
      [-3, new Uint8Array(credential.y)],
    ]),
  );
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credential.id.length);
  const authData = Buffer.concat([
    createHash("sha256").update(ceremony.rpID).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // AAGUID
    length,
    credential.id,
    Buffer.from(coseKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", new Uint8Array(authData)],
    ]) as never,
  );
  const id = credential.id.toString("base64url");
  return {
    id,
    rawId: id,
    type: "public-key" as const,
    response: {
      clientDataJSON: clientData.toString("base64url"),
      attestationObject: Buffer.from(attestationObject).toString("base64url"),
      transports: ["internal"],
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform" as const,
  };
}
