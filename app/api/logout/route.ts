import { route } from "@/lib/http/route";
import { endSession } from "@/lib/auth/session";
import { logEvent } from "@/lib/log";
import { logoutAnswerSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

// GET by the spec's contract. It only ends the caller's own session (revoked in the database,
// so the old cookie is worthless) and the visitor continues with a fresh anonymous id. Only the
// app's own pages can call it (changesState): a link or image on another site changes nothing.
export const GET = route({ minLevel: 0, changesState: true, answer: logoutAnswerSchema }, async ({ session, setCookies, replaceSession, requestId }) => {
  const ended = await endSession(session);
  setCookies(ended.cookies);
  replaceSession(ended.session);
  if (session.signedIn) {
    logEvent("auth.logout", { requestId, accountId: session.accountId, organisationId: session.organisationId });
  }
  return { success: true as const };
});
