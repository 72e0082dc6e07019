import { route } from "@/lib/http/route";
import { requestPasswordReset } from "@/lib/auth/password-reset/request-password-reset";

export const dynamic = "force-dynamic";

// 200 { response: "sent" } for every well-formed address, known or not (an unknown one is told
// by mail that it has no account); 422 { errors: { email } } only for a malformed one; 503 when
// the mail cannot be sent.
export const POST = route("POST /api/auth/request_password_reset_code/", async ({ body }) => {
  await requestPasswordReset(body.email);
  return { response: "sent" as const };
});
