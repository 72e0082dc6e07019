import { route } from "@/lib/http/route";
import { listAccounts } from "@/lib/auth/accounts/list-accounts";
import { runAccountAction } from "@/lib/auth/accounts/run-account-action";
import { logAdminChange } from "@/lib/activity/log-admin-change";

export const dynamic = "force-dynamic";

/** The accounts list of /admin/, filtered by `q` (username or email). */
export const GET = route("GET /api/admin/accounts/", async ({ query }) => ({ accounts: await listAccounts(query.q) }));

/** Create an account (emailed set-password link), change its level, disable, reset 2FA ... */
export const POST = route("POST /api/admin/accounts/", async ({ session, body }) => {
  const result = await runAccountAction(session, body);
  logAdminChange("accounts", { accountId: session.accountId, action: body.action, targetId: result.id });
  return result;
});
