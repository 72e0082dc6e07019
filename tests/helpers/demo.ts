import { db } from "@/lib/db";
import { seedDemo } from "@/prisma/seed";
import { resetDatabase } from "../setup/reset-db";

export const DEMO_PASSWORD = "Anaesthesia-Demo-2026";

/** A clean database holding exactly the demo data (accounts admin, editor, lead, member). */
export async function resetToDemoData(): Promise<void> {
  await resetDatabase();
  await seedDemo(db, { demoPassword: DEMO_PASSWORD });
}
