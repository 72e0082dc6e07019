import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { endAccountSession } from "@/lib/auth/sessions/end-session";
import { SIGN_OUT } from "@/lib/auth/session-change";
import { reply } from "@/lib/http/reply";

export const dynamic = "force-dynamic";

// Body { id } (a public id from GET /api/auth/sessions/). 200 { response: "success", signedOut };
// 404 { errorMessage } when it is not an active session of this account.
export const POST = route("POST /api/auth/sessions/end/", async ({ body, session }) => {
  const { wasCurrent } = await endAccountSession(requireAccountId(session), body.id);
  // Ending this very browser's session is signing out: it continues anonymously.
  return reply({ response: "success" as const, signedOut: wasCurrent }, wasCurrent ? { session: SIGN_OUT } : {});
});
