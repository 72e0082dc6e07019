import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDemo } from "@/prisma/seed";
import { resetDatabase } from "../setup/reset-db";

export const DEMO_PASSWORD = "Anaesthesia-Demo-2026";

let seedClient: PrismaClient | undefined;

/** A clean database holding exactly the demo data (accounts admin, editor, lead, member). */
export async function resetToDemoData(): Promise<void> {
  await resetDatabase();
  // The seed takes a plain client (the app's omits secrets, which changes its type).
  seedClient ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
  await seedDemo(seedClient, { demoPassword: DEMO_PASSWORD });
}
