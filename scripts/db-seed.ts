import { PrismaPg } from "@prisma/adapter-pg";
import { config } from "dotenv";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDemo } from "@/prisma/seed";

// `npm run db:seed`: adds the reference lists and the demo data to DATABASE_URL, only when the
// database has no account yet.
// Runs outside Next, so it builds its own client rather than importing lib/db.

const DEFAULT_DEMO_PASSWORD = "Anaesthesia-Demo-2026";

async function main(): Promise<void> {
  config({ quiet: true });
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL must be set to the database to seed");
  const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;

  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    // The demo accounts have a published password: never add them beside real accounts.
    const existing = await db.account.count();
    if (existing > 0) {
      console.error(
        `Refused: this database already has ${existing} account(s). The demo data (with its published demo password) ` +
          "is only ever added to a database without accounts. Seed a new, empty database instead.",
      );
      process.exitCode = 1;
      return;
    }
    const result = await seedDemo(db, { demoPassword });
    const [people, projects, milestones, accounts] = await Promise.all([
      db.person.count(),
      db.project.count(),
      db.milestone.count(),
      db.account.count(),
    ]);
    console.log(
      result.created
        ? `Demo data added: ${result.projectIds.length} projects. Sign in as admin, editor, lead or member.`
        : "Demo data was already present, nothing changed.",
    );
    console.log(`Now: ${accounts} accounts, ${people} people, ${projects} projects, ${milestones} milestones.`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
