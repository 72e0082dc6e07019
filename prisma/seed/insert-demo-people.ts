import type { Prisma } from "@/lib/generated/prisma/client";
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PEOPLE, type PersonKey } from "./demo-people";

type Tx = Prisma.TransactionClient;
export type PersonIds = Record<PersonKey, number>;

/** Inserts the demo people and returns their new ids by key. */
export async function insertPeople(tx: Tx): Promise<PersonIds> {
  const ids = {} as PersonIds;
  // One at a time so ids follow the order of the list, which keeps the demo predictable.
  for (const [key, person] of Object.entries(DEMO_PEOPLE) as [PersonKey, (typeof DEMO_PEOPLE)[PersonKey]][]) {
    const row = await tx.person.create({ data: person, select: { id: true } });
    ids[key] = row.id;
  }
  return ids;
}

/** Inserts the sign-in accounts, verified and linked to their people. */
export async function insertAccounts(
  tx: Tx,
  personIds: PersonIds,
  passwordHashes: Record<string, string>,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await tx.account.create({
      data: {
        username: account.username,
        email: DEMO_PEOPLE[account.person].email,
        passwordHash: passwordHashes[account.username],
        emailVerified: 2,
        level: account.level,
        personId: personIds[account.person],
      },
    });
  }
}

export async function insertOrganisations(tx: Tx): Promise<void> {
  for (const organisation of DEMO_ORGANISATIONS) {
    await tx.organisation.create({
      data: {
        name: organisation.name,
        domains: { create: organisation.domains.map((domain) => ({ domain })) },
      },
    });
  }
}
