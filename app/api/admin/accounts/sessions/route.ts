import { route } from "@/lib/http/route";
import { listSessions } from "@/lib/auth/sessions/list-sessions";

export const dynamic = "force-dynamic";

// GET ?accountId=N → 200 SessionsAnswer: where that account is signed in (level 9).
export const GET = route("GET /api/admin/accounts/sessions/", async ({ query, session }) => ({
  sessions: await listSessions(query.accountId, session.hash),
}));
