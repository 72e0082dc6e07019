import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { endOtherSessions } from "@/lib/auth/sessions/end-other-sessions";

export const dynamic = "force-dynamic";

// "Sign out everywhere else": 200 { response: "success", ended: count }. This session stays.
export const POST = route("POST /api/auth/sessions/end_others/", async ({ session }) => {
  const accountId = requireAccountId(session);
  const ended = await endOtherSessions(accountId, session.hash);
  return { response: "success" as const, ended };
});
