import { route } from "@/lib/http/route";
import { emailSentAnswerSchema, requestPasswordResetSchema } from "@/lib/auth/schemas";
import { requestPasswordReset } from "@/lib/auth/password-reset/request-password-reset";

export const dynamic = "force-dynamic";

// 200 { response: "sent" } for every well-formed address, known or not (the mail goes after the
// answer, so neither the answer nor its timing tells who has an account); 422 { errors: { email } }
// only for a malformed one.
export const POST = route({ minLevel: 0, body: requestPasswordResetSchema, answer: emailSentAnswerSchema }, async ({ body, session, ip, requestId }) => {
  await requestPasswordReset(body.email, { ip, browserHash: session.hash, requestId });
  return { response: "sent" as const };
});
