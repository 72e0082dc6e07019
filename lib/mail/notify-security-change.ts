import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { logError, logEvent } from "@/lib/log";
import { requestContextIfAny } from "@/lib/request-context";
import { describeDevice } from "@/lib/auth/sessions/describe-device";
import { securityNoticeMail, type SecurityChange } from "@/emails/security-notice";
import { sendMail } from "./send-mail";

export type SecurityNotice = {
  accountId: number;
  change: SecurityChange;
  /** e.g. the new address or the passkey's name */
  detail?: string;
  /** Send here instead of the account's verified address (the old address of an email change). */
  to?: string;
};

/**
 * Tells the owner about a change to how their account signs in. Goes to the account's verified
 * address only (an unconfirmed address has not been shown to be theirs). The change has
 * already happened, so the answer does not wait for the mail server (which may take seconds):
 * the mail goes on its own, and one that cannot go is logged, never a failed request.
 */
export function notifySecurityChange(notice: SecurityNotice): void {
  // The browser that made the change, as the notice describes it.
  void sendSecurityNotice(notice, requestContextIfAny()?.userAgent ?? null);
}

async function sendSecurityNotice(notice: SecurityNotice, userAgent: string | null): Promise<void> {
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
      device: describeDevice(userAgent).label,
      detail: notice.detail,
    });
    await sendMail({ to, ...mail }, `security.${notice.change}`);
    logEvent("auth.security_notice_sent", { accountId: notice.accountId, change: notice.change });
  } catch (error) {
    logError("auth.security_notice_failed", error, { accountId: notice.accountId, change: notice.change });
  }
}
