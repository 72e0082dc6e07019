import { route } from "@/lib/http/route";
import { answerSignIn, whereOf } from "@/lib/http/answer-sign-in";
import { loginAnswerSchema, loginSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/lib/auth/sign-in/sign-in-with-password";

export const dynamic = "force-dynamic";

// Unknown user, wrong password, disabled and locked accounts all get the same 401 answer;
// 429 when this address failed too often; 503 with Retry-After when hashing is saturated.
export const POST = route({ minLevel: 0, body: loginSchema, answer: loginAnswerSchema }, async (ctx) => {
  return answerSignIn(ctx, await signInWithPassword(ctx.body, ctx.session, whereOf(ctx)), 401);
});
