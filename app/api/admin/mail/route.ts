import { route } from "@/lib/http/route";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { listMail } from "@/lib/mail/admin/list-mail";
import { retryMail } from "@/lib/mail/admin/retry-mail";
import { mailStatusFilterSchema } from "@/lib/mail/admin/schemas";

export const dynamic = "force-dynamic";

/** The newest mails, `?status=` one of queued, sent, failed, cancelled (anything else: all). */
export const GET = route("GET /api/admin/mail/", ({ req }) => {
  const status = mailStatusFilterSchema.safeParse(req.nextUrl.searchParams.get("status") ?? undefined);
  return listMail(status.success ? status.data : undefined);
});

/** Send a failed mail again. */
export const POST = route("POST /api/admin/mail/", async ({ session, body }) => {
  const result = await retryMail(body.id);
  logAdminChange("mail", { accountId: session.accountId, action: body.action, targetId: body.id });
  return result;
});
