import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys/registration-options";

export const dynamic = "force-dynamic";

// 200 PublicKeyCredentialCreationOptionsJSON: residentKey required, userVerification required,
// excludeCredentials = the account's passkeys.
export const GET = route({ minLevel: LEVEL.account }, async ({ session }) =>
  passkeyRegistrationOptions(requireAccountId(session), session.hash),
);
