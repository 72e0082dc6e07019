import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { logError, logEvent } from "@/lib/log";
import { describeDevice } from "@/lib/auth/sessions/describe-device";
import { securityNoticeMail, type SecurityChange } from "@/emails/security-notice";
import { sendMail } from "./send-mail";

export type SecurityNotice = {
  accountId: number;
  change: SecurityChange;
  /** The browser that made the change (its User-Agent header). */
  userAgent: string | null;
  /** e.g. the new address or the passkey's name */
  detail?: string;
  /** Send here instead of the account's verified address (the old address of an email change). */
  to?: string;
  requestId?: string;
};

/**
 * Tells the owner about a change to how their account signs in. Goes to the account's verified
 * address only (an unconfirmed address has not been shown to be theirs). The change has
 * already happened, so the answer does not wait for the mail server (which may take seconds):
 * the mail goes on its own, and one that cannot go is logged, never a failed request.
 */
export function notifySecurityChange(notice: SecurityNotice): void {
  void sendSecurityNotice(notice);
}

async function sendSecurityNotice(notice: SecurityNotice): Promise<void> {
  try {
    const account = await db.account.findUnique({
      where: { id: notice.accountId },
      select: { username: true, email: true, emailVerified: true },
    });
    const to = notice.to ?? (account?.emailVerified === 2 ? account.email : undefined);
    if (!account || !to) return;
    const mail = securityNoticeMail({
      change: notice.change,
      username: account.username,
      at: clock.now(),
      device: describeDevice(notice.userAgent).label,
      detail: notice.detail,
    });
    await sendMail({ to, ...mail }, `security.${notice.change}`);
    logEvent("auth.security_notice_sent", { requestId: notice.requestId, accountId: notice.accountId, change: notice.change });
  } catch (error) {
    logError("auth.security_notice_failed", error, { requestId: notice.requestId, accountId: notice.accountId, change: notice.change });
  }
}
