import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";

// Records a provider identity as a way into an existing account, matched by its verified
// address: the identity, the address now verified, the activity-log row and the mail to the
// account's owner, in the caller's transaction.

export async function recordLink(
  tx: Tx,
  provider: { id: number; organisation: string },
  account: { id: number; username: string },
  identity: { issuer: string; subject: string; email: string },
  proof?: string,
): Promise<void> {
  const { issuer, subject, email } = identity;
  await tx.accountIdentity.create({ data: { accountId: account.id, providerId: provider.id, issuer, subject, linkedBy: "email", email, lastUsedAt: clock.now() } });
  // The provider vouched for the address, as a code mailed to it would have.
  await tx.account.update({ where: { id: account.id }, data: { emailVerified: 2 } });
  await logActivity(tx, {
    session: { accountId: account.id, userName: account.username, email },
    action: "account.sso_link",
    entityType: "account",
    entityId: account.id,
    summary: `Linked ${account.username} to ${provider.organisation}'s sign-in by its verified address ${email}${proof ? `, confirmed with its ${proof}` : ""}`,
    after: { provider: provider.organisation, email, ...(proof ? { confirmedWith: proof } : {}) },
  });
  // The owner is told, with the link, that their account now signs in through the provider.
  await queueSecurityNotice(tx, { accountId: account.id, change: "provider_linked", detail: provider.organisation });
}
