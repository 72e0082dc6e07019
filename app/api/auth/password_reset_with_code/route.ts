import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { resetPasswordAndSignIn } from "@/lib/auth/password-reset/reset-password-and-sign-in";

export const dynamic = "force-dynamic";

// 200 PasswordResetAnswer (signed in, or the TOTP step next); 422 { code_error: true } or
// { password_error: [messages] }; 429 when this address failed too often.
export const POST = route("POST /api/auth/password_reset_with_code/", async ({ body }) => answerSignIn(await resetPasswordAndSignIn(body)));
