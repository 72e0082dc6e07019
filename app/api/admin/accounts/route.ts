import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listAccounts } from "@/lib/admin/accounts/list-accounts";
import { runAccountAction } from "@/lib/admin/accounts/run-account-action";
import { logAdminChange } from "@/lib/admin/log-admin-change";
import { accountActionSchema } from "@/lib/admin/schemas/accounts";
import { searchTerm } from "@/lib/admin/schemas/common";

export const dynamic = "force-dynamic";

/** The accounts list of /admin/, filtered by `q` (username or email). */
export const GET = route({ minLevel: LEVEL.admin }, async ({ req }) => ({
  accounts: await listAccounts(searchTerm(req.nextUrl.searchParams.get("q"))),
}));

/** Create an account (emailed set-password link), change its level, disable, reset 2FA ... */
export const POST = route({ minLevel: LEVEL.admin, body: accountActionSchema }, async ({ session, body, requestId }) => {
  const result = await runAccountAction(session, body);
  logAdminChange("accounts", { requestId, accountId: session.accountId, action: body.action, targetId: result.id });
  return result;
});
