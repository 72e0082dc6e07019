import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { requireFreshProof } from "@/lib/auth/reauth/fresh-proof";
import { registerPasskey } from "@/lib/auth/passkeys/register-passkey";

export const dynamic = "force-dynamic";

// Body { credential: startRegistration's JSON, name? }.
// 200 { data: "success", passkey: { id, name } }; 422 { success: false, error, errorMessage };
// 403 { errorMessage, reauthenticate: true } without a proof in the last 5 minutes.
export const POST = route("POST /api/auth/confirm_passkey_registration/", async ({ body, session }) => {
  const accountId = requireAccountId(session);
  requireFreshProof(session);
  const passkey = await registerPasskey(accountId, body.credential as RegistrationResponseJSON, body.name);
  return { data: "success" as const, passkey };
});
