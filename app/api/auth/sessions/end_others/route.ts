import { endOtherSessionsAnswerSchema, endOtherSessionsSchema } from "@/lib/auth/sessions/schemas";
import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { endOtherSessions } from "@/lib/auth/sessions/end-other-sessions";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

export const dynamic = "force-dynamic";

// "Sign out everywhere else": 200 { response: "success", ended: count }. This session stays.
export const POST = route({ minLevel: LEVEL.account, body: endOtherSessionsSchema, answer: endOtherSessionsAnswerSchema }, async ({ session, requestId, req }) => {
  const accountId = requireAccountId(session);
  const ended = await endOtherSessions(accountId, session.hash, requestId);
  notifySecurityChange({ accountId, change: "signed_out_everywhere", userAgent: req.headers.get("user-agent"), requestId });
  return { response: "success" as const, ended };
});
