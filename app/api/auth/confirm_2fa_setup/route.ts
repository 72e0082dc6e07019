import { route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/auth/messages";
import { requireAccountId } from "@/lib/auth/require-account";
import { requireFreshProof } from "@/lib/auth/reauth/fresh-proof";
import { confirmTotpSetup } from "@/lib/auth/two-factor/confirm-totp-setup";

export const dynamic = "force-dynamic";

// 200 { codeCheck: true } (2FA now on) or 200 { codeCheck: false, errorMessage };
// 403 { errorMessage, reauthenticate: true } without a proof in the last 5 minutes.
export const POST = route("POST /api/auth/confirm_2fa_setup/", async ({ body, session }) => {
  const accountId = requireAccountId(session);
  requireFreshProof(session);
  const ok = await confirmTotpSetup(accountId, session.hash, body);
  return ok ? { codeCheck: true as const } : { codeCheck: false as const, errorMessage: MESSAGES.twoFactorSetupError };
});
