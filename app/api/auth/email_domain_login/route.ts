import { route } from "@/lib/http/route";
import { requestSignInCode } from "@/lib/auth/email-sign-in/request-sign-in-code";

export const dynamic = "force-dynamic";

// 200 { response: "sent" } for every well-formed address (one without access is told so by
// mail), also when a send limit holds the mail back; 422 { errors: { email } } for a malformed
// one; 503 when the mail cannot be sent.
export const POST = route("POST /api/auth/email_domain_login/", async ({ body }) => {
  await requestSignInCode(body.email);
  return { response: "sent" as const };
});
