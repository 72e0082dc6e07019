import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEMO_ACCOUNTS } from "./demo-people";
import { hashPassword } from "./hash";
import { insertAccounts, insertOrganisations, insertPeople } from "./insert-demo-people";
import { insertProjects } from "./insert-demo-projects";
import { insertReferenceLists } from "./reference-lists";

// Seeding entry points, used by scripts/db-seed.ts, the start script and tests.

// The demo is large enough that the default 5-second interactive transaction limit is tight.
const TRANSACTION_OPTIONS = { timeout: 60_000, maxWait: 10_000 };

/** Fills the empty reference lists (statuses, looking-for values, roles, domains); never tops one up. */
export async function seedReferenceLists(db: PrismaClient): Promise<void> {
  await db.$transaction((tx) => insertReferenceLists(tx), TRANSACTION_OPTIONS);
}

export type SeedDemoResult = {
  /** False when the demo was already there and nothing was added. */
  created: boolean;
  /** Ids of the demo projects created by this run, in data order. */
  projectIds: number[];
};

/**
 * Reference lists plus the demo accounts, people, organisations and projects. The demo part
 * runs once: it is skipped when the `admin` account exists, and it is one transaction, so a
 * failed run leaves nothing half-made for the next run to trip over.
 */
export async function seedDemo(
  db: PrismaClient,
  { demoPassword }: { demoPassword: string },
): Promise<SeedDemoResult> {
  await seedReferenceLists(db);
  const existing = await db.account.findUnique({ where: { username: "admin" }, select: { id: true } });
  if (existing) return { created: false, projectIds: [] };

  // bcrypt at cost 12 is slow; hash before the transaction opens. Each account gets its own salt.
  const hashes: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) hashes[account.username] = await hashPassword(demoPassword);

  const projectIds = await db.$transaction(async (tx) => {
    const personIds = await insertPeople(tx);
    await insertAccounts(tx, personIds, hashes);
    await insertOrganisations(tx);
    return insertProjects(tx, personIds);
  }, TRANSACTION_OPTIONS);
  return { created: true, projectIds };
}
