import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { endSession } from "@/lib/auth/session";
import { endAccountSession } from "@/lib/auth/sessions/end-session";
import { endSessionAnswerSchema, endSessionSchema } from "@/lib/auth/sessions/schemas";

export const dynamic = "force-dynamic";

// Body { id } (a public id from GET /api/auth/sessions/). 200 { response: "success", signedOut };
// 404 { errorMessage } when it is not an active session of this account.
export const POST = route({ minLevel: LEVEL.account, body: endSessionSchema, answer: endSessionAnswerSchema }, async (ctx) => {
  const { body, session, requestId } = ctx;
  const { wasCurrent } = await endAccountSession(requireAccountId(session), body.id, { requestId, currentHash: session.hash });
  if (wasCurrent) {
    // Ending this very browser's session is signing out: it continues anonymously.
    const ended = await endSession(session);
    ctx.setCookies(ended.cookies);
    ctx.replaceSession(ended.session);
  }
  return { response: "success" as const, signedOut: wasCurrent };
});
