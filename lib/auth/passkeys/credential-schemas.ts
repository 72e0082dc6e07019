import { z } from "zod";

// What the browser sends back from a passkey ceremony (the WebAuthn JSON of @simplewebauthn's
// startAuthentication and startRegistration), as the sign-in, the "Confirm it's you" step and
// the profile's Add a passkey receive it; the options they start from are in schemas.ts.

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** Extension results: whatever object the browser reports (the server reads none of them). */
const extensionResults = z
  .custom<object>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "must be an object")
  .default({});

export const passkeyAssertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The assertion itself, or wrapped as { credential }. */
export const passkeyLoginSchema = z.preprocess(
  (raw) => (raw && typeof raw === "object" && "credential" in raw ? (raw as { credential: unknown }).credential : raw),
  passkeyAssertionSchema,
);

export const passkeyRegistrationSchema = z.object({
  credential: z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(z.string().max(30)).max(10).optional(),
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().optional(),
    }),
    clientExtensionResults: extensionResults,
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  }),
  name: z.string().trim().max(100, "Please use at most 100 characters").optional(),
});

export const deletePasskeySchema = z.object({ id: z.string().min(1).max(1024) });
