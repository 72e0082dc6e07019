import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { signInWithPasskey } from "@/lib/auth/passkeys/sign-in-with-passkey";

export const dynamic = "force-dynamic";

// Body: the assertion JSON from startAuthentication (or { credential: it }).
// 200 { success: true, userLevel, email, redirect: "/profile/" };
// 422 { success: false, error: PasskeyErrorCode, errorMessage }.
export const POST = route("POST /api/auth/login_with_passkey/", async ({ body }) =>
  answerSignIn(await signInWithPasskey(body as AuthenticationResponseJSON)),
);
