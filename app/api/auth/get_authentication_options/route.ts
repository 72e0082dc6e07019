import { route } from "@/lib/http/route";
import { passkeyAuthenticationOptions } from "@/lib/auth/passkeys/authentication-options";

export const dynamic = "force-dynamic";

// 200 PublicKeyCredentialRequestOptionsJSON (no allowCredentials: discoverable credentials,
// userVerification "required"); the challenge is single-use, bound to this browser, 5 minutes.
// 429 { errorMessage } beyond 20 challenges a minute from one address.
export const GET = route("GET /api/auth/get_authentication_options/", () => passkeyAuthenticationOptions(),
);
