import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";

describe("GET /api/health/", () => {
  it("answers 200 while the database answers", async () => {
    // A running app has its client warm; the first connection of a cold one may take longer
    // than the health check's 2 s budget on a busy machine.
    await db.$queryRaw`SELECT 1`;
    const res = await new ApiClient().get("/api/health/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  describe("with a database that does not answer", () => {
    const realDatabase = (globalThis as { database?: unknown }).database;
    const realUrl = process.env.DATABASE_URL;
    afterAll(() => {
      (globalThis as { database?: unknown }).database = realDatabase;
      process.env.DATABASE_URL = realUrl;
      vi.resetModules();
    });

    it("answers 503 with a clear message", async () => {
      // A fresh app module graph whose client points at a port where nothing listens.
      vi.resetModules();
      delete (globalThis as { database?: unknown }).database;
      process.env.DATABASE_URL = "postgresql://nobody:nothing@127.0.0.1:9/none";
      const { GET } = await import("@/app/api/health/route");
      const res = await GET();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: "unavailable",
        errorMessage: "The database is not answering. Please try again shortly.",
      });
    });
  });
});
