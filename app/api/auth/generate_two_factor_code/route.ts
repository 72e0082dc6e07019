import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { requireFreshProof } from "@/lib/auth/reauth/fresh-proof";
import { startTotpSetup } from "@/lib/auth/two-factor/start-totp-setup";

export const dynamic = "force-dynamic";

// 200 { code: base32 secret, otpauth_url, qr_data_url: "data:image/svg+xml;base64,…" }.
// The secret is kept server-side for this browser until confirm_2fa_setup.
// 403 { errorMessage, reauthenticate: true } without a proof in the last 5 minutes.
export const GET = route("GET /api/auth/generate_two_factor_code/", async ({ session }) => {
  const accountId = requireAccountId(session);
  requireFreshProof(session);
  return startTotpSetup(accountId, session.hash);
});
