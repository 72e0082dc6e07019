import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LEVEL } from "@/lib/levels";
import { ApiClient } from "../helpers/api-client";
import { signInDirectly } from "../helpers/sign-in";

// Every connection of the app's pool busy (here: a pool of two, both held by transactions that
// wait): a call that needs one waits the pool's 5 s, then answers 503 with the database message
// and is logged as the database being unavailable (reason pool_timeout), never as a 500.

const OUTAGE_MESSAGE = "The database is not answering. Please try again shortly.";
const savedPoolSize = process.env.DATABASE_POOL_SIZE;
let written = "";
const originalErr = process.stderr.write.bind(process.stderr);

beforeAll(() => {
  process.env.DATABASE_POOL_SIZE = "2";
  // A fresh copy of the app's modules, whose pool has the size set above.
  delete (globalThis as { database?: unknown }).database;
  vi.resetModules();
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => ((written += String(chunk)), originalErr(chunk, ...rest))) as typeof process.stderr.write;
});

afterAll(async () => {
  process.stderr.write = originalErr;
  const { closeDatabase } = await import("@/lib/db");
  await closeDatabase();
  delete (globalThis as { database?: unknown }).database;
  if (savedPoolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
  else process.env.DATABASE_POOL_SIZE = savedPoolSize;
  vi.resetModules();
});

describe("a pool with no free connection", () => {
  it("answers 503 'database not answering' after the pool's wait, logged as database.unavailable, and answers again once freed", { timeout: 60_000 }, async () => {
    const { db } = await import("@/lib/db");
    const account = await db.account.create({ data: { username: `pool-${Date.now()}`, email: `pool-${Date.now()}@example.org`, level: LEVEL.account } });
    const member = await signInDirectly(new ApiClient({ ip: "10.89.0.1" }), { accountId: account.id, level: LEVEL.account, kind: "account" });
    expect((await member.get("/api/existing_projects/all/")).status).toBe(200);

    const releases: (() => void)[] = [];
    const held = Array.from({ length: 2 }, () =>
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        await new Promise<void>((resolve) => releases.push(resolve));
      }, { timeout: 30_000 }),
    );
    while (releases.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));

    const [list, check] = await Promise.all([member.get("/api/existing_projects/all/"), member.get("/api/usercheck/")]);
    for (const res of [list, check]) {
      expect(res.status, res.text).toBe(503);
      expect(res.body.errorMessage).toBe(OUTAGE_MESSAGE);
    }
    const lines = written.split("\n").filter((l) => l.includes('"event":"database.unavailable"'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: "error", reason: "pool_timeout" });
    expect(written).not.toContain('"event":"request.failed"');

    for (const release of releases) release();
    await Promise.all(held);
    expect((await member.get("/api/existing_projects/all/")).status).toBe(200);
  });
});
