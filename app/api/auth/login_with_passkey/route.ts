import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { route } from "@/lib/http/route";
import { answerSignIn, whereOf } from "@/lib/http/answer-sign-in";
import { signInWithPasskey } from "@/lib/auth/passkeys/sign-in-with-passkey";
import { passkeyLoginAnswerSchema, passkeyLoginSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

// Body: the assertion JSON from startAuthentication (or { credential: it }).
// 200 { success: true, userLevel, email, redirect: "/profile/" };
// 422 { success: false, error: PasskeyErrorCode, errorMessage }.
export const POST = route({ minLevel: 0, body: passkeyLoginSchema, answer: passkeyLoginAnswerSchema }, async (ctx) => {
  return answerSignIn(ctx, await signInWithPasskey(ctx.body as AuthenticationResponseJSON, ctx.session, whereOf(ctx)));
});
