import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { requireFreshProof } from "@/lib/auth/reauth/fresh-proof";
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys/registration-options";

export const dynamic = "force-dynamic";

// 200 PublicKeyCredentialCreationOptionsJSON: residentKey required, userVerification required,
// excludeCredentials = the account's passkeys. 403 { errorMessage, reauthenticate: true }
// without a proof in the last 5 minutes: a session cookie alone must not become a passkey.
export const GET = route("GET /api/auth/get_passkey_options/", async ({ session }) => {
  const accountId = requireAccountId(session);
  requireFreshProof(session);
  return passkeyRegistrationOptions(accountId, session.hash);
});
