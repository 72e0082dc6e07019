import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { signInWithPassword } from "@/lib/auth/sign-in/sign-in-with-password";

export const dynamic = "force-dynamic";

// Unknown user, wrong password, disabled and locked accounts all get the same 401 answer;
// 429 when this address failed too often; 503 with Retry-After when hashing is saturated.
export const POST = route("POST /api/login/", async ({ body }) => answerSignIn(await signInWithPassword(body), 401));
