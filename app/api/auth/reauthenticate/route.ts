import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { reauthenticate } from "@/lib/auth/reauth/reauthenticate";
import { reauthMethods } from "@/lib/auth/reauth/reauth-methods";
import { STEP_UP } from "@/lib/auth/session-change";
import { reply } from "@/lib/http/reply";

export const dynamic = "force-dynamic";

// GET → 200 { password, totp, passkey, fresh }: the proofs this account can give.
export const GET = route("GET /api/auth/reauthenticate/", async ({ session }) => reauthMethods(requireAccountId(session), session));

// POST { password } | { totpCode } | { credential: passkey assertion (challenge from
// /api/auth/get_authentication_options/) } → 200 { response: "success" }: email, 2FA and passkey
// changes are open for 5 minutes. 422 { errorMessage } for a wrong (or, while locked, any) proof;
// 429 when this address failed too often; 403 with redirect once this session failed too often.
export const POST = route("POST /api/auth/reauthenticate/", async ({ body, session }) => {
  await reauthenticate(requireAccountId(session), body);
  return reply({ response: "success" as const }, { session: STEP_UP });
});
