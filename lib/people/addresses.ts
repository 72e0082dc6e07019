import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { LEVEL, effectiveLevel } from "@/lib/levels";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// Whose data is whose (docs/product.md#whose-addresses-are-whose): the one answer to "which
// addresses, accounts and people are this person's". A person's addresses are the verified
// address of their accounts and the address of their person record; an account's people are the
// person it is linked to and the people holding its verified address (the same rule as the
// session's `people`, read_session). An address waiting for its code (an account's pending new
// address) or an account's address never proved belongs to nobody: anything held under it is
// neither shown to, exported for nor erased with anyone. Every feature that gathers a person's
// data asks here (tests/security/addresses-callers.test.ts keeps the list).

export type Owner = {
  accountIds: number[];
  /** an account's linked person first, then by id */
  personIds: number[];
  /** lower-cased, no repeats */
  addresses: string[];
};

type OwnerRow = { account_ids: number[]; person_ids: number[]; addresses: (string | null)[] };

const VERIFIED = 2;

function owner(row: OwnerRow | undefined): Owner | null {
  if (!row) return null;
  const addresses = [...new Set(row.addresses.filter((a): a is string => !!a && a.includes("@")).map((a) => a.toLowerCase()))];
  return { accountIds: row.account_ids, personIds: row.person_ids, addresses };
}

/**
 * SQL: the account row `account` is the person row `person`'s: linked to them, or holding their
 * address proved. For statements that join the two themselves (the activity log's filters).
 */
export function accountIsPersons(account: string, person: string): Prisma.Sql {
  const [a, pe] = [Prisma.raw(account), Prisma.raw(person)];
  return Prisma.sql`(${a}.person_id = ${pe}.id OR (${a}.email = ${pe}.email AND ${a}.email_verified >= ${VERIFIED}))`;
}

/** The account, its people and their addresses; null when there is no such account. */
export async function ownerOfAccount(reader: SqlReader, accountId: number): Promise<Owner | null> {
  const rows = await reader.$queryRaw<OwnerRow[]>(Prisma.sql`
    WITH acc AS (SELECT id, email, email_verified >= ${VERIFIED} AS verified, person_id FROM account WHERE id = ${accountId}),
         people AS (SELECT pe.id, pe.email FROM person pe, account a
                     WHERE a.id = ${accountId} AND ${accountIsPersons("a", "pe")})
    SELECT ARRAY[acc.id] AS account_ids,
           ARRAY(SELECT id FROM people ORDER BY (id = acc.person_id) IS TRUE DESC, id) AS person_ids,
           ARRAY(SELECT CASE WHEN acc.verified THEN acc.email::text END
                 UNION ALL SELECT email::text FROM people) AS addresses
      FROM acc`);
  return owner(rows[0]);
}

/** The person, the accounts that are theirs and their addresses; null when there is no such person. */
export async function ownerOfPerson(reader: SqlReader, personId: number): Promise<Owner | null> {
  const rows = await reader.$queryRaw<OwnerRow[]>(Prisma.sql`
    WITH pe AS (SELECT id, email FROM person WHERE id = ${personId}),
         accounts AS (SELECT a.id FROM account a, pe WHERE ${accountIsPersons("a", "pe")})
    SELECT ARRAY(SELECT id FROM accounts ORDER BY id) AS account_ids,
           ARRAY[pe.id] AS person_ids,
           ARRAY(SELECT pe.email::text UNION ALL
                 SELECT a.email::text FROM account a JOIN accounts ON accounts.id = a.id WHERE a.email_verified >= ${VERIFIED}) AS addresses
      FROM pe`);
  return owner(rows[0]);
}

/**
 * The signed-in viewer's own: an account's (above), or a quick-access visitor's one address,
 * proved by the code that signed them in. Nobody else has any.
 */
export async function ownerOfSession(reader: SqlReader, session: Pick<CurrentSession, "level" | "accountId" | "email">): Promise<Owner> {
  const level = effectiveLevel(session.level);
  if (level === LEVEL.quickAccess && session.email) return { accountIds: [], personIds: [], addresses: [session.email.toLowerCase()] };
  if (level < LEVEL.account || !session.accountId) return { accountIds: [], personIds: [], addresses: [] };
  return (await ownerOfAccount(reader, session.accountId)) ?? { accountIds: [], personIds: [], addresses: [] };
}

/** Who holds an address: the accounts that proved it and the people recorded under it. */
export async function ownersOfAddress(reader: SqlReader, address: string): Promise<Pick<Owner, "accountIds" | "personIds">> {
  const [row] = await reader.$queryRaw<{ account_ids: number[]; person_ids: number[] }[]>(Prisma.sql`
    SELECT ARRAY(SELECT id FROM account WHERE email = ${address}::citext AND email_verified >= ${VERIFIED} ORDER BY id) AS account_ids,
           ARRAY(SELECT id FROM person WHERE email = ${address}::citext ORDER BY id) AS person_ids`);
  return { accountIds: row.account_ids, personIds: row.person_ids };
}

/** The address mail to an account may go to: its own, once proved; else none. */
export async function provedAddressOfAccount(reader: SqlReader, accountId: number): Promise<string | null> {
  const [row] = await reader.$queryRaw<{ email: string }[]>(Prisma.sql`
    SELECT email::text AS email FROM account WHERE id = ${accountId} AND email_verified >= ${VERIFIED}`);
  return row?.email ?? null;
}

/**
 * The account registered under an address (its own address, proved or not yet), for a sign-in
 * that proves the address itself (an organisation's provider vouching for it). Never an account
 * that only asked for the address as its new one: that is still pending, and nobody's.
 */
export async function accountUnderAddress(reader: SqlReader, address: string): Promise<number | null> {
  const [row] = await reader.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT id FROM account WHERE email = ${address}::citext`);
  return row?.id ?? null;
}
