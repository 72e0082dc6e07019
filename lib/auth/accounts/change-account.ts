import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { revokeAccountSessions } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { LEVEL } from "@/lib/levels";
import type { Actor } from "@/lib/activity/actor";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";
import { issueSetPasswordLink, type IssuedLink } from "@/lib/auth/set-password/issue-set-password-link";
import { queueSetPasswordMail } from "@/lib/auth/set-password/queue-set-password-mail";
import { guardAdminRemoval } from "./guard-admins";
import { loadAccountForUpdate, type AccountSummary } from "./load-account";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";
import { voidAdminExports } from "@/lib/data-export/void-admin-exports";

// Changes an admin makes to an account. Each is one transaction with its activity-log row.
// A level is read from the account on every request, so a new level applies at once; a
// disabled account's sessions are revoked as well, so they end even if it is enabled again.

export async function setAccountLevel(actor: Actor, id: number, level: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const account = await loadAccountForUpdate(tx, id);
    if (account.level === level) return;
    if (level < LEVEL.admin) await guardAdminRemoval(tx, actor, account);
    await tx.account.update({ where: { id }, data: { level } });
    // Exports it asked for of other people were an administrator's: they end with the role.
    if (level < LEVEL.admin) await voidAdminExports(tx, id);
    await logActivity(tx, {
      session: actor,
      action: "account.level",
      entityType: "account",
      entityId: id,
      summary: `Changed the level of ${account.username} from ${account.level} to ${level}`,
      before: { level: account.level },
      after: { level },
    });
  }, ADMIN_TRANSACTION);
}

export async function setAccountDisabled(actor: Actor, id: number, disabled: boolean): Promise<void> {
  const changed = await db.$transaction(async (tx) => {
    const account = await loadAccountForUpdate(tx, id);
    if (account.disabled === disabled) return false;
    if (disabled) await guardAdminRemoval(tx, actor, account);
    await tx.account.update({ where: { id }, data: { disabled } });
    if (disabled) await voidAdminExports(tx, id);
    await logActivity(tx, {
      session: actor,
      action: disabled ? "account.disable" : "account.enable",
      entityType: "account",
      entityId: id,
      summary: `${disabled ? "Disabled" : "Re-enabled"} account ${account.username}`,
      before: { disabled: account.disabled },
      after: { disabled },
    });
    return true;
  }, ADMIN_TRANSACTION);
  if (changed && disabled) await revokeAccountSessions(id);
}

export async function resetAccountTwoFactor(actor: Actor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const account = await loadAccountForUpdate(tx, id);
    const { totpSecret } = await tx.account.findUniqueOrThrow({ where: { id }, select: { totpSecret: true } });
    await tx.account.update({ where: { id }, data: { totpSecret: null, totpLastStep: null } });
    await logActivity(tx, {
      session: actor,
      action: "account.reset_2fa",
      entityType: "account",
      entityId: id,
      summary: `Reset two-factor authentication of ${account.username}`,
      before: { twoFactor: totpSecret !== null },
      after: { twoFactor: false },
    });
  }, ADMIN_TRANSACTION);
}

export async function removeAccountPasskeys(actor: Actor, id: number): Promise<number> {
  return db.$transaction(async (tx) => {
    const account = await loadAccountForUpdate(tx, id);
    const passkeys = await tx.passkey.findMany({ where: { accountId: id }, select: { name: true, createdAt: true } });
    await tx.passkey.deleteMany({ where: { accountId: id } });
    await logActivity(tx, {
      session: actor,
      action: "account.remove_passkeys",
      entityType: "account",
      entityId: id,
      summary: `Removed ${passkeys.length} passkey${passkeys.length === 1 ? "" : "s"} of ${account.username}`,
      before: { passkeys },
      after: { passkeys: [] },
    });
    return passkeys.length;
  }, ADMIN_TRANSACTION);
}

export async function linkAccountPerson(actor: Actor, id: number, personId: number | null): Promise<void> {
  await db.$transaction(async (tx) => {
    const account = await loadAccountForUpdate(tx, id);
    if (personId !== null) {
      const person = await tx.person.findUnique({ where: { id: personId }, select: { erasedAt: true } });
      if (!person) throw new NotFound(PEOPLE_MESSAGES.personMissing);
      // Linking would hand someone the roles of a person erased at their own request.
      if (person.erasedAt) throw new Conflict(PEOPLE_MESSAGES.personErased);
    }
    await tx.account.update({ where: { id }, data: { personId } });
    await logActivity(tx, {
      session: actor,
      action: "account.link_person",
      entityType: "account",
      entityId: id,
      personId: personId ?? account.personId,
      summary: personId ? `Linked account ${account.username} to person ${personId}` : `Unlinked account ${account.username} from its person`,
      before: { personId: account.personId },
      after: { personId },
    });
  }, ADMIN_TRANSACTION);
}

/** A fresh set-password link (the older one stops working), queued for mailing with it. */
export async function renewSetPasswordLink(actor: Actor, id: number): Promise<{ account: AccountSummary; link: IssuedLink }> {
  return db.$transaction(async (tx) => {
    const account = await loadAccountForUpdate(tx, id);
    const link = await issueSetPasswordLink(tx, account);
    await queueSetPasswordMail(tx, account, link);
    await logActivity(tx, {
      session: actor,
      action: "account.set_password_link",
      entityType: "account",
      entityId: id,
      summary: `Sent a set-password link to ${account.username}`,
    });
    return { account, link };
  }, ADMIN_TRANSACTION);
}
