import { z } from "zod";

// The options the browser's passkey ceremonies start from (the WebAuthn JSON of
// @simplewebauthn, whose startAuthentication and startRegistration read them), as the two
// option calls answer them. Keys are optional where the library's types make them so; objects
// are strict, so a key the library starts to send fails a test before it reaches a browser.
// Only the extension we ask for (credProps) is declared.

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);
const userVerification = z.enum(["required", "preferred", "discouraged"]);
const credentialDescriptor = z.strictObject({ id: base64url, transports: z.array(z.string()).optional(), type: z.string() });
const extensions = z.strictObject({ credProps: z.boolean().optional() });

/**
 * GET /api/auth/get_authentication_options/: no allowCredentials (discoverable credentials);
 * 429 { errorMessage } beyond 20 challenges a minute from one address.
 */
export const passkeyAuthenticationOptionsSchema = z.strictObject({
  challenge: base64url,
  timeout: z.number().int().positive().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  extensions: extensions.optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** GET /api/auth/get_passkey_options/ (403 ReauthRequiredAnswer without a fresh proof). */
export const passkeyRegistrationOptionsSchema = z.strictObject({
  challenge: base64url,
  rp: z.strictObject({ name: z.string(), id: z.string().optional() }),
  user: z.strictObject({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.strictObject({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().positive().optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  /** the account's passkeys, so a device is not registered twice */
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .strictObject({
      authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  extensions: extensions.optional(),
  hints: z.array(z.enum(["hybrid", "security-key", "client-device"])).optional(),
});
