import { endOtherSessionsAnswerSchema, endOtherSessionsSchema } from "@/lib/auth/sessions/schemas";
import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { endOtherSessions } from "@/lib/auth/sessions/end-other-sessions";

export const dynamic = "force-dynamic";

// "Sign out everywhere else": 200 { response: "success", ended: count }. This session stays.
export const POST = route({ minLevel: LEVEL.account, body: endOtherSessionsSchema, answer: endOtherSessionsAnswerSchema }, async ({ session, requestId, req }) => {
  const accountId = requireAccountId(session);
  const ended = await endOtherSessions(accountId, session.hash, requestId, req.headers.get("user-agent"));
  return { response: "success" as const, ended };
});
