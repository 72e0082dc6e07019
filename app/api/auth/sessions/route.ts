import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { listSessions } from "@/lib/auth/sessions/list-sessions";

export const dynamic = "force-dynamic";

// 200 SessionsAnswer (lib/auth/sessions/schemas.ts): the signed-in account's active sessions,
// this one marked `current`.
export const GET = route("GET /api/auth/sessions/", async ({ session }) => ({
  sessions: await listSessions(requireAccountId(session), session.hash),
}));
