import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import { passwordOwnerOf } from "@/lib/auth/password-owner";
import { hashPassword } from "@/lib/auth/password-hash";
import { checkNewPassword } from "@/lib/auth/password-rules";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { setPasswordLinkHash } from "./link-token";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

export type LinkOwner = { verificationId: number; accountId: number; username: string };

/** The account a live set-password link belongs to, or null (unknown, used, expired, disabled). */
export async function findSetPasswordLink(token: string): Promise<LinkOwner | null> {
  const row = await db.verification.findUnique({
    where: { linkHash: setPasswordLinkHash(token) },
    include: { account: { select: { id: true, username: true, disabled: true, email: true } } },
  });
  const live = row && row.purpose === "set_password" && !row.consumedAt && row.expiresAt.getTime() > clock.ms();
  if (!live || !row.account || row.account.disabled) return null;
  // Only for the address it was mailed to: a link in an account's old mailbox dies with the move.
  if (row.account.email.toLowerCase() !== row.email.toLowerCase()) return null;
  return { verificationId: row.id, accountId: row.account.id, username: row.account.username };
}

export type RedeemResult =
  | { kind: "token_error" }
  | { kind: "password_error"; messages: string[] }
  | { kind: "done"; username: string };

/**
 * Checks the password rules first (the link stays usable so the person can try another
 * password), then, in one transaction: uses the link up (of parallel calls exactly one wins),
 * stores the password, marks the address as proven (the link came through the mailbox), ends
 * every session of the account and logs the change.
 */
export async function redeemSetPasswordLink(
  input: { token: string; password1: string; password2: string },
): Promise<RedeemResult> {
  const link = await findSetPasswordLink(input.token);
  if (!link) return { kind: "token_error" };
  const owner = await passwordOwnerOf(link.accountId);
  const messages = checkNewPassword(input.password1, input.password2, owner);
  if (messages.length) return { kind: "password_error", messages };
  const passwordHash = await hashPassword(input.password1);
  const done = await db.$transaction(async (tx) => {
    const used = await tx.$queryRaw<{ id: number }[]>`
      UPDATE verification SET consumed_at = ${clock.now()}
       WHERE id = ${link.verificationId} AND purpose = 'set_password' AND consumed_at IS NULL AND expires_at > ${clock.now()}
      RETURNING id`;
    if (used.length !== 1) return false;
    const now = clock.now();
    await tx.account.update({
      where: { id: link.accountId },
      data: { passwordHash, passwordChangedAt: now, emailVerified: 2 },
    });
    await tx.session.updateMany({ where: { accountId: link.accountId, revokedAt: null }, data: { revokedAt: now } });
    await logActivity(tx, {
      session: { accountId: link.accountId, userName: link.username, email: "" },
      action: "account.password_set",
      entityType: "account",
      entityId: link.accountId,
      summary: `${link.username} set their password from an emailed link`,
    });
    return true;
  }, ADMIN_TRANSACTION);
  if (!done) return { kind: "token_error" };
  logEvent("auth.password_set_from_link", { accountId: link.accountId });
  return { kind: "done", username: link.username };
}
