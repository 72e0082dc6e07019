import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { signInWithTotp } from "@/lib/auth/two-factor/sign-in-with-totp";

export const dynamic = "force-dynamic";

// 200 { response: "success", redirect, userLevel }; 422 { response: "code error", errorMessage };
// 403 { errorMessage, redirect: "/login/" } when no sign-in is waiting for its second step
// (also once a pending sign-in has had five wrong codes).
export const POST = route("POST /api/auth/twofactor_login/", async ({ body }) => answerSignIn(await signInWithTotp(body.code)));
