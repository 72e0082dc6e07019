import "server-only";
import { db } from "@/lib/db";

// Whose data an export holds. "account:<id>": the account, the person it is linked to, and
// what is kept under their addresses. "person:<id>" (an administrator's export): the person,
// every account linked to them, and what is kept under their addresses; a person without an
// account has only the person's part.

export type Subject = {
  key: string;
  kind: "account" | "person";
  accountIds: number[];
  personIds: number[];
  /** Every address that is theirs: accounts' (and a pending new one), people's. */
  emails: string[];
};

export const accountSubject = (accountId: number) => `account:${accountId}`;
export const personSubject = (personId: number) => `person:${personId}`;

export async function resolveSubject(key: string): Promise<Subject | null> {
  const [kind, raw] = key.split(":");
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) return null;
  if (kind === "account") {
    const account = await db.account.findUnique({ where: { id }, select: { id: true, email: true, pendingEmail: true, person: { select: { id: true, email: true } } } });
    if (!account) return null;
    return subject(key, "account", [account.id], account.person ? [account.person.id] : [], [account.email, account.pendingEmail, account.person?.email]);
  }
  if (kind === "person") {
    const person = await db.person.findUnique({ where: { id }, select: { id: true, email: true, accounts: { select: { id: true, email: true, pendingEmail: true } } } });
    if (!person) return null;
    const accounts = person.accounts;
    return subject(key, "person", accounts.map((a) => a.id), [person.id], [person.email, ...accounts.flatMap((a) => [a.email, a.pendingEmail])]);
  }
  return null;
}

function subject(key: string, kind: Subject["kind"], accountIds: number[], personIds: number[], emails: (string | null | undefined)[]): Subject {
  const addresses = [...new Set(emails.filter((e): e is string => !!e && e.includes("@")).map((e) => e.toLowerCase()))];
  return { key, kind, accountIds, personIds, emails: addresses };
}
