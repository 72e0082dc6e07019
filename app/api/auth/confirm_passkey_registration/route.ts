import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { registerPasskey } from "@/lib/auth/passkeys/register-passkey";
import { passkeyRegistrationSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

// Body { credential: startRegistration's JSON, name? }.
// 200 { data: "success", passkey: { id, name } }; 422 { success: false, error, errorMessage }.
export const POST = route({ minLevel: LEVEL.account, body: passkeyRegistrationSchema }, async ({ body, session, requestId }) => {
  const passkey = await registerPasskey(
    requireAccountId(session),
    body.credential as RegistrationResponseJSON,
    body.name,
    { requestId, sessionHash: session.hash },
  );
  return { data: "success", passkey };
});
