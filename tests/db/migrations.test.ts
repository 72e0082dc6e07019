// schema.prisma and prisma/migrations must describe the same database: a change to the schema
// without `npm run db:diff -- <name>` fails here.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema, migrationsDir, readMigrations } from "../../scripts/lib/migrate";
import { createTemporaryDatabase } from "../setup/embedded";

describe("migrations", () => {
  it("agree with schema.prisma (the diff is empty)", async () => {
    expect(await diffMigrationsToSchema(process.env.DATABASE_URL!)).toBe("");
  });

  it("carry the lock file the Prisma CLI expects", () => {
    expect(fs.readFileSync(path.join(migrationsDir, "migration_lock.toml"), "utf8")).toContain('provider = "postgresql"');
  });

  it("apply to an empty database, record themselves, and create the extensions and trigram index", async () => {
    const database = await createTemporaryDatabase({ migrate: true });
    const client = new pg.Client({ connectionString: database.url });
    try {
      await client.connect();
      const applied = await client.query("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1");
      expect(applied.rows.map((r) => r.migration_name)).toEqual(readMigrations().migrationDirectories.map((d) => d.path));
      const extensions = await client.query("SELECT extname FROM pg_extension");
      expect(extensions.rows.map((r) => r.extname)).toEqual(expect.arrayContaining(["pg_trgm", "unaccent", "citext"]));
      const trigram = await client.query("SELECT 1 FROM pg_indexes WHERE indexdef ILIKE '%USING gin%gin_trgm_ops%'");
      expect(trigram.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
      await database.drop();
    }
  });
});
