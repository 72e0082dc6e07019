import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDataLoader } from "@/bench/lib/load-data";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { refreshSearchText } from "@/lib/projects/refresh-search-text";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

// The bench's data generator: the same range gives the same rows, loading in two steps gives
// what loading at once gives, and the search text is exactly what the app would write.

const TABLES = {
  project: "id, short_description, long_description, start_date, expected_completion_date, status_id, search_text",
  milestone: "id, project_id, description, start_date, end_date, status_id, looking_for_id",
  project_person: "project_id, person_id, role_id",
  milestone_person: "milestone_id, person_id, role_id",
  project_domain: "project_id, domain_id",
  milestone_domain: "milestone_id, domain_id",
  person: "id, first_name, last_name, email",
};

async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, string> = {};
    for (const [table, columns] of Object.entries(TABLES)) {
      const { rows } = await client.query<{ sum: string }>(
        `SELECT md5(coalesce(string_agg(row_text, E'\\n' ORDER BY row_text), '')) AS sum
           FROM (SELECT ROW(${columns})::text AS row_text FROM ${table}) AS t`,
      );
      result[table] = rows[0].sum;
    }
    return result;
  } finally {
    await client.end();
  }
}

async function generate(url: string, ranges: [number, number][]) {
  const loader = await openDataLoader(url);
  try {
    for (const [from, to] of ranges) await loader.load(from, to);
    return await loader.counts();
  } finally {
    await loader.close();
  }
}

describe("bench data generator", () => {
  let once: TemporaryDatabase;
  let inSteps: TemporaryDatabase;

  beforeAll(async () => {
    once = await createTemporaryDatabase({ migrate: true });
    inSteps = await createTemporaryDatabase({ migrate: true });
  });
  afterAll(async () => {
    await once?.drop();
    await inSteps?.drop();
  });

  it("makes 5 milestones and 8 role links per project, the same rows every time", async () => {
    const counts = await generate(once.url, [[1, 20]]);
    expect(counts).toMatchObject({ projects: 20, milestones: 100, role_links: 160 });
    await generate(inSteps.url, [[1, 8], [9, 20]]);
    expect(await fingerprint(inSteps.url)).toEqual(await fingerprint(once.url));
  });

  it("writes the search text the app's refreshSearchText would write", async () => {
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: once.url, max: 1 }) });
    try {
      // refreshSearchText rewrites only rows whose text differs: none should.
      expect(await refreshSearchText(db)).toBe(0);
      const sample = await db.project.findFirst({ where: { id: 1 }, select: { searchText: true } });
      expect(sample?.searchText.length).toBeGreaterThan(100);
    } finally {
      await db.$disconnect();
    }
  });
});
