import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { requestContextIfAny } from "@/lib/request-context";
import { describeDevice } from "@/lib/auth/sessions/describe-device";
import { securityNoticeMail, type SecurityChange } from "@/emails/security-notice";
import { queueMail } from "@/lib/mail/queue-mail";

export type SecurityNotice = {
  accountId: number;
  change: SecurityChange;
  /** e.g. the new address or the passkey's name */
  detail?: string;
  /** Send here instead of the account's verified address (the old address of an email change). */
  to?: string;
};

/**
 * Queues the notice of a change to how an account signs in, in the transaction of that change:
 * the change and its notice commit together or not at all, and the worker sends it (again and
 * again while the mail server refuses it). Goes to the account's verified address only (an
 * unconfirmed address has not been shown to be theirs). The device named is the browser of the
 * request that made the change.
 */
export async function queueSecurityNotice(tx: Tx, notice: SecurityNotice): Promise<void> {
  const account = await tx.account.findUnique({
    where: { id: notice.accountId },
    select: { username: true, email: true, emailVerified: true },
  });
  const to = notice.to ?? (account?.emailVerified === 2 ? account.email : undefined);
  if (!account || !to) return;
  const mail = securityNoticeMail({
    change: notice.change,
    username: account.username,
    at: clock.now(),
    device: describeDevice(requestContextIfAny()?.userAgent ?? null).label,
    detail: notice.detail,
  });
  await queueMail(tx, { kind: `security.${notice.change}`, to, ...mail });
}
