import { route } from "@/lib/http/route";
import { endAccountSession } from "@/lib/auth/sessions/end-session";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { SIGN_OUT } from "@/lib/auth/session-change";
import { reply } from "@/lib/http/reply";

export const dynamic = "force-dynamic";

// Body { accountId, id } → 200 { response: "success", signedOut }; 404 when that account has no
// such active session (level 9).
export const POST = route("POST /api/admin/accounts/sessions/end/", async ({ body, session }) => {
  const { wasCurrent } = await endAccountSession(body.accountId, body.id, { byAccountId: session.accountId });
  logAdminChange("accounts", { accountId: session.accountId, action: "end_session", targetId: body.accountId });
  // An admin who ends this very browser's session signs out, as from their own list.
  return reply({ response: "success" as const, signedOut: wasCurrent }, wasCurrent ? { session: SIGN_OUT } : {});
});
