import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { signInWithLink } from "@/lib/auth/email-sign-in/sign-in-with-link";

export const dynamic = "force-dynamic";

// { email, link_id } from /email_login/?link_id=…: 200 { response, userLevel, email, redirect }
// (or the TOTP step); 422 { errors: { link_id } } for a malformed, used or expired link.
export const POST = route("POST /api/confirm_email_login/", async ({ body }) =>
  answerSignIn(await signInWithLink({ linkId: body.link_id, email: body.email || undefined })),
);
