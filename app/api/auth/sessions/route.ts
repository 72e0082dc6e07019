import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { listSessions } from "@/lib/auth/sessions/list-sessions";
import { sessionsAnswerSchema } from "@/lib/auth/sessions/schemas";

export const dynamic = "force-dynamic";

// 200 SessionsAnswer (lib/auth/sessions/schemas.ts): the signed-in account's active sessions,
// this one marked `current`.
export const GET = route({ minLevel: LEVEL.account, answer: sessionsAnswerSchema }, async ({ session }) => ({
  sessions: await listSessions(requireAccountId(session), session.hash),
}));
