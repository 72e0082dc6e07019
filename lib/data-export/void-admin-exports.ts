import "server-only";
import type { Tx } from "@/lib/db";
import { accountSubject } from "./subject";

// An administrator's export of another person is theirs to download only while they are an
// administrator. Whoever lowers an account's level below 9 or disables it calls this in the
// same transaction: the exports that account asked for of anyone but itself are deleted, with
// their files and tokens, so a link already mailed leads nowhere. (The download checks the
// asker's level and state again, for any way of changing them this misses.)

/** Deletes the exports `accountId` asked for of other people; returns how many. */
export async function voidAdminExports(tx: Tx, accountId: number): Promise<number> {
  const { count } = await tx.dataExport.deleteMany({ where: { requestedById: accountId, NOT: { subject: accountSubject(accountId) } } });
  return count;
}
