import { route } from "@/lib/http/route";
import { answerSignIn, whereOf } from "@/lib/http/answer-sign-in";
import { passwordResetAnswerSchema, passwordResetWithCodeSchema } from "@/lib/auth/schemas";
import { resetPasswordAndSignIn } from "@/lib/auth/password-reset/reset-password-and-sign-in";

export const dynamic = "force-dynamic";

// See PasswordResetAnswer in lib/auth/schemas.ts. 422 { code_error: true } or
// 422 { password_error: [messages] }. Success signs in (the TOTP step still comes first for an
// account with 2FA) and every other session of the account is revoked.
export const POST = route({ minLevel: 0, body: passwordResetWithCodeSchema, answer: passwordResetAnswerSchema }, async (ctx) => {
  return answerSignIn(ctx, await resetPasswordAndSignIn(ctx.body, ctx.session, whereOf(ctx)));
});
