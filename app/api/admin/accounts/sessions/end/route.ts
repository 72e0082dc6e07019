import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { endSession } from "@/lib/auth/session";
import { endAccountSession } from "@/lib/auth/sessions/end-session";
import { adminEndSessionSchema, endSessionAnswerSchema } from "@/lib/auth/sessions/schemas";
import { logAdminChange } from "@/lib/activity/log-admin-change";

export const dynamic = "force-dynamic";

// Body { accountId, id } → 200 { response: "success", signedOut }; 404 when that account has no
// such active session (level 9).
export const POST = route({ minLevel: LEVEL.admin, body: adminEndSessionSchema, answer: endSessionAnswerSchema }, async (ctx) => {
  const { body, session, requestId } = ctx;
  const { wasCurrent } = await endAccountSession(body.accountId, body.id, {
    requestId,
    currentHash: session.hash,
    byAccountId: session.accountId,
  });
  if (wasCurrent) {
    const ended = await endSession(session);
    ctx.setCookies(ended.cookies);
    ctx.replaceSession(ended.session);
  }
  logAdminChange("accounts", { requestId, accountId: session.accountId, action: "end_session", targetId: body.accountId });
  return { response: "success" as const, signedOut: wasCurrent };
});
