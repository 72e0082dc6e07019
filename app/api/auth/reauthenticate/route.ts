import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { reauthenticate } from "@/lib/auth/reauth/reauthenticate";
import { reauthMethods } from "@/lib/auth/reauth/reauth-methods";
import { reauthenticateAnswerSchema, reauthenticateSchema, reauthMethodsAnswerSchema } from "@/lib/auth/reauth/schemas";

export const dynamic = "force-dynamic";

// GET → 200 { password, totp, passkey, fresh }: the proofs this account can give.
export const GET = route({ minLevel: LEVEL.account, answer: reauthMethodsAnswerSchema }, async ({ session }) => reauthMethods(requireAccountId(session), session));

// POST { password } | { totpCode } | { credential: passkey assertion (challenge from
// /api/auth/get_authentication_options/) } → 200 { response: "success" }: email, 2FA and passkey
// changes are open for 5 minutes. 422 { errorMessage } for a wrong (or, while locked, any) proof;
// 429 when this address failed too often; 403 with redirect once this session failed too often.
export const POST = route({ minLevel: LEVEL.account, body: reauthenticateSchema, answer: reauthenticateAnswerSchema }, async ({ body, session, ip, requestId }) => {
  await reauthenticate(requireAccountId(session), body, { ip, requestId, sessionHash: session.hash });
  return { response: "success" as const };
});
