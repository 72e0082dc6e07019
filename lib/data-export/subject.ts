import "server-only";
import { db } from "@/lib/db";
import { ownerOfAccount, ownerOfPerson, type Owner } from "@/lib/people/addresses";

// Whose data an export holds. "account:<id>": the account, its people, and what is kept under
// their addresses. "person:<id>" (an administrator's export): the person, the accounts that are
// theirs, and what is kept under their addresses; a person without an account has only the
// person's part. Which accounts, people and addresses those are is lib/people/addresses.ts's
// answer: a pending new address is nobody's, so nothing held under it is exported.

export type Subject = {
  key: string;
  kind: "account" | "person";
  accountIds: number[];
  personIds: number[];
  /** Every address that is theirs (proved), lower-cased. */
  emails: string[];
};

export const accountSubject = (accountId: number) => `account:${accountId}`;
export const personSubject = (personId: number) => `person:${personId}`;

export async function resolveSubject(key: string): Promise<Subject | null> {
  const [kind, raw] = key.split(":");
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) return null;
  const owner: Owner | null = kind === "account" ? await ownerOfAccount(db, id) : kind === "person" ? await ownerOfPerson(db, id) : null;
  if (!owner) return null;
  return { key, kind: kind as Subject["kind"], accountIds: owner.accountIds, personIds: owner.personIds, emails: owner.addresses };
}
