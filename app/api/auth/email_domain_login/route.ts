import { route } from "@/lib/http/route";
import { requestSignInCode } from "@/lib/auth/email-sign-in/request-sign-in-code";

export const dynamic = "force-dynamic";

// 200 { response: "sent" } for an account's address or an organisation's domain (also when a
// send limit holds the mail back); 422 { errors: { email } } otherwise; 503 if mail fails.
export const POST = route("POST /api/auth/email_domain_login/", async ({ body }) => {
  await requestSignInCode(body.email);
  return { response: "sent" as const };
});
