import "server-only";
import { db, type Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";

export const accountSummary = {
  id: true,
  username: true,
  email: true,
  level: true,
  disabled: true,
  personId: true,
} as const;

export type AccountSummary = {
  id: number;
  username: string;
  email: string;
  level: number;
  disabled: boolean;
  personId: number | null;
};

/** The account, locked for the rest of the transaction so two admins' changes queue up. */
export async function loadAccountForUpdate(tx: Tx, id: number): Promise<AccountSummary> {
  await tx.$executeRaw`SELECT id FROM account WHERE id = ${id} FOR UPDATE`;
  const account = await tx.account.findUnique({ where: { id }, select: accountSummary });
  if (!account) throw new NotFound(M.accountMissing);
  return account;
}

export async function findAccountIdByUsername(username: string): Promise<number> {
  const account = await db.account.findUnique({ where: { username }, select: { id: true } });
  if (!account) throw new NotFound(M.accountMissing);
  return account.id;
}
