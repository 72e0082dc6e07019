import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A software authenticator for API tests: a real ES256 key pair, "none" attestation and
// authenticator data built by hand, so the server's real verification runs end to end.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export type SoftPasskeyOptions = { origin?: string; rpID?: string; userVerified?: boolean };

export class SoftPasskey {
  readonly rawId = randomBytes(16);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  counter = 0;
  userHandle = "";

  get id(): string {
    return b64url(this.rawId);
  }

  private authenticatorData(rpID: string, userVerified: boolean, attested: boolean): Buffer {
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Uint8Array[] = [sha256(rpID), Buffer.from([flags]), count];
    if (attested) {
      const jwk = this.keys.publicKey.export({ format: "jwk" });
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.rawId.length);
      parts.push(Buffer.alloc(16), idLength, this.rawId, coseKey);
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The JSON startRegistration() would give for these creation options. */
  register(options: { challenge: string; user: { id: string } }, o: SoftPasskeyOptions = {}) {
    this.userHandle = options.user.id;
    const authData = this.authenticatorData(o.rpID ?? "localhost", o.userVerified ?? true, true);
    const attestation = new Map<string, string | Uint8Array | Map<string, number>>();
    attestation.set("fmt", "none");
    attestation.set("attStmt", new Map());
    attestation.set("authData", new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, o.origin ?? "http://localhost:3000")),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** The JSON startAuthentication() would give for these request options. */
  authenticate(options: { challenge: string }, o: SoftPasskeyOptions = {}) {
    this.counter++;
    const authData = this.authenticatorData(o.rpID ?? "localhost", o.userVerified ?? true, false);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, o.origin ?? "http://localhost:3000");
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle || undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }
}
