import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { seedDemo, seedReferenceLists } from "../../prisma/seed/index";

export type SeedOutcome = "seeded" | "present" | "skipped-has-accounts" | "reference-only";

/**
 * Every installation needs the reference lists (statuses, roles, domains): an empty list is
 * filled, a list with rows is left to the administrators (deletions and renames survive a
 * restart). Demo data goes only into a database without accounts: it must never be mixed
 * into real data.
 */
export async function seedOnStart(databaseUrl: string, opts: { demo: boolean; demoPassword: string }): Promise<SeedOutcome> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 2 }) });
  try {
    if (!opts.demo) {
      await seedReferenceLists(db);
      return "reference-only";
    }
    const hasAdmin = await db.account.findUnique({ where: { username: "admin" }, select: { id: true } });
    if (hasAdmin) {
      await seedReferenceLists(db);
      return "present";
    }
    if ((await db.account.count()) > 0) {
      await seedReferenceLists(db);
      return "skipped-has-accounts";
    }
    const { created } = await seedDemo(db, { demoPassword: opts.demoPassword });
    return created ? "seeded" : "present";
  } finally {
    await db.$disconnect();
  }
}
