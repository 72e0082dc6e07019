import "server-only";
import { db } from "@/lib/db";

export type EmailOwner =
  | { kind: "account"; accountId: number; disabled: boolean; username: string; level: number }
  | { kind: "organisation"; organisationId: number };

/**
 * An account's email signs that account in; else an organisation's domain gives quick access
 * (docs/product.md#readings).
 */
export async function resolveEmail(email: string): Promise<EmailOwner | null> {
  // Both lookups always run, so an account's address and a partner's unknown one cost the same
  // time: the answer's timing must not tell who has an account
  // (docs/product.md#security-parameters).
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const [account, organisation] = await Promise.all([
    db.account.findUnique({ where: { email }, select: { id: true, disabled: true, username: true, level: true } }),
    db.organisationDomain.findUnique({ where: { domain }, select: { organisationId: true } }),
  ]);
  if (account) return { kind: "account", accountId: account.id, disabled: account.disabled, username: account.username, level: account.level };
  return organisation ? { kind: "organisation", organisationId: organisation.organisationId } : null;
}
