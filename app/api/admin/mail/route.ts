import { route } from "@/lib/http/route";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { listMail } from "@/lib/mail/admin/list-mail";
import { retryMail } from "@/lib/mail/admin/retry-mail";

export const dynamic = "force-dynamic";

/** The newest mails, `?status=` one of queued, sent, failed, cancelled (absent: all). */
export const GET = route("GET /api/admin/mail/", ({ query }) => listMail(query.status));

/** Send a failed mail again. */
export const POST = route("POST /api/admin/mail/", async ({ session, body }) => {
  const result = await retryMail(body.id);
  logAdminChange("mail", { accountId: session.accountId, action: body.action, targetId: body.id });
  return result;
});
