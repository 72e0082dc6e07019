import "server-only";
import { db } from "@/lib/db";

export type EmailOwner =
  | { kind: "account"; accountId: number; disabled: boolean; username: string }
  | { kind: "organisation"; organisationId: number };

/** DESIGN §4: an account's email signs that account in; else an organisation's domain gives quick access. */
export async function resolveEmail(email: string): Promise<EmailOwner | null> {
  const account = await db.account.findUnique({
    where: { email },
    select: { id: true, disabled: true, username: true },
  });
  if (account) return { kind: "account", accountId: account.id, disabled: account.disabled, username: account.username };
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const organisation = await db.organisationDomain.findUnique({ where: { domain }, select: { organisationId: true } });
  return organisation ? { kind: "organisation", organisationId: organisation.organisationId } : null;
}
