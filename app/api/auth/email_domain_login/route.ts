import { route } from "@/lib/http/route";
import { emailDomainLoginSchema, emailSentAnswerSchema } from "@/lib/auth/schemas";
import { requestEmailLogin } from "@/lib/auth/email-login/request-email-login";

export const dynamic = "force-dynamic";

// 200 { response: "sent" } for an account's address or an organisation's domain (also when a
// send limit holds the mail back); 422 { errors: { email } } otherwise; 503 if mail fails.
export const POST = route({ minLevel: 0, body: emailDomainLoginSchema, answer: emailSentAnswerSchema }, async ({ body, session, ip, requestId }) => {
  await requestEmailLogin(body.email, { ip, browserHash: session.hash, requestId });
  return { response: "sent" as const };
});
