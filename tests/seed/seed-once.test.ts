import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedOnStart } from "@/scripts/lib/start-seed";
import { runScript } from "../helpers/run-script";
import { resetDatabase } from "../setup/reset-db";

// The reference lists are seeded once, into an empty list, and never topped up at start: what
// an administrator deleted or renamed stays so across restarts. `npm run db:seed` never adds
// the demo (with its published password) beside real accounts.

const url = () => process.env.DATABASE_URL!;
let db: PrismaClient;

beforeAll(async () => {
  await resetDatabase();
  db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url() }) });
});
afterAll(async () => {
  await db?.$disconnect();
});

const startUp = () => seedOnStart(url(), { demo: false, demoPassword: "unused-password-1" });

describe("reference lists at start", () => {
  it("fill empty lists on the first start", async () => {
    expect(await startUp()).toBe("reference-only");
    expect(await db.status.count()).toBe(4);
    expect(await db.projectRole.count()).toBe(5);
    expect(await db.domain.count({ where: { taxonomy: "rcoa" } })).toBe(14);
  });

  it("keep an admin's deletion and rename after the start-up seed runs again", async () => {
    const reviewer = await db.projectRole.findFirstOrThrow({ where: { description: "Reviewer" } });
    await db.projectRole.delete({ where: { id: reviewer.id } });
    const safety = await db.domain.findFirstOrThrow({ where: { taxonomy: "rcoa" }, orderBy: { id: "desc" } });
    await db.domain.delete({ where: { id: safety.id } });
    await db.status.update({ where: { id: 2 }, data: { description: "Agreed by the board" } });

    await startUp();
    await startUp();

    expect(await db.projectRole.findFirst({ where: { description: "Reviewer" } })).toBeNull();
    expect(await db.projectRole.count()).toBe(4);
    expect(await db.domain.findUnique({ where: { id: safety.id } })).toBeNull();
    expect((await db.status.findUniqueOrThrow({ where: { id: 2 } })).description).toBe("Agreed by the board");
    expect(await db.status.count()).toBe(4);
  });

  it("fill a list again only once it is empty", async () => {
    await db.lookingFor.deleteMany({});
    await startUp();
    expect((await db.lookingFor.findMany({ orderBy: { id: "asc" } })).map((r) => r.id)).toEqual([10, 20, 30, 99]);
  });
});

function runSeed(): Promise<{ code: number; out: string; err: string }> {
  return runScript("scripts/db-seed.ts", [], { DATABASE_URL: url(), DEMO_PASSWORD: "Seed-Once-Password-2026" });
}

describe("npm run db:seed", () => {
  it("refuses a database that has any account, and adds nothing", { timeout: 120_000 }, async () => {
    await db.account.create({ data: { username: "real-person", email: "real.person@example.org", level: 3 } });
    const res = await runSeed();
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/Refused: this database already has 1 account\(s\)/);
    expect(await db.account.count()).toBe(1);
    expect(await db.project.count()).toBe(0);
  });
});
