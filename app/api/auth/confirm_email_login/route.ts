import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { signInWithCode } from "@/lib/auth/email-sign-in/sign-in-with-code";

export const dynamic = "force-dynamic";

// See ConfirmEmailLoginAnswer in lib/auth/schemas.ts for every answer.
export const POST = route("POST /api/auth/confirm_email_login/", async ({ body }) =>
  answerSignIn(await signInWithCode({ code: body.code, email: body.email || undefined })),
);
