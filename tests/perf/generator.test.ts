import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertGeneratedProjects } from "@/bench/lib/generate-data";
import { openDataLoader } from "@/bench/lib/load-data";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { queryProjectDocs } from "@/lib/projects/query-projects";
import { oracleProjectsJson } from "../helpers/projects-oracle";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

// The bench's data generator: the same range gives the same rows, loading in two steps gives
// what loading at once gives, and the search text and list documents are exactly what the app
// would write.

const TABLES = {
  project: "id, short_description, long_description, start_date, expected_completion_date, status_id, search_text, doc",
  milestone: "id, project_id, description, start_date, end_date, status_id, looking_for_id, doc",
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

  it("gives the same rows where the load cannot skip the triggers (not a superuser)", async () => {
    const withTriggers = await createTemporaryDatabase({ migrate: true });
    const client = new pg.Client({ connectionString: withTriggers.url });
    try {
      await (await openDataLoader(withTriggers.url)).close(); // reference lists only
      await client.connect();
      // the loader's replica switch, left out: every trigger fires, statement by statement
      const noReplica = {
        query: (text: string, values?: unknown[]) =>
          text.includes("session_replication_role") ? Promise.resolve({ rows: [] }) : client.query(text, values),
      };
      await insertGeneratedProjects(noReplica, 1, 20);
      expect(await fingerprint(withTriggers.url)).toEqual(await fingerprint(once.url));
    } finally {
      await client.end();
      await withTriggers.drop();
    }
  });

  it("moves the version of the project lists once per load, whether the load skipped the triggers or not", async () => {
    const client = new pg.Client({ connectionString: inSteps.url });
    await client.connect();
    try {
      const version = async () => Number((await client.query<{ v: string }>("SELECT version AS v FROM list_version")).rows[0].v);
      const before = await version();
      await insertGeneratedProjects(client, 21, 22);
      expect(await version()).toBe(before + 1);
      const noReplica = {
        query: (text: string, values?: unknown[]) =>
          text.includes("session_replication_role") ? Promise.resolve({ rows: [] }) : client.query(text, values),
      };
      await insertGeneratedProjects(noReplica, 23, 24);
      expect(await version()).toBe(before + 2);
      expect((await client.query("SELECT * FROM list_change")).rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it("writes the search text the database's triggers would write", async () => {
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: once.url, max: 1 }) });
    try {
      // The refresh the triggers call rewrites only rows whose text differs: none should.
      const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT refresh_project_search_text(ARRAY(SELECT id FROM project)) AS n`;
      expect(n).toBe(0);
      const sample = await db.project.findFirst({ where: { id: 1 }, select: { searchText: true } });
      expect(sample?.searchText.length).toBeGreaterThan(100);
    } finally {
      await db.$disconnect();
    }
  });

  it("stores the list documents the tables give", async () => {
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: once.url, max: 1 }) });
    try {
      const stored = `[${(await queryProjectDocs(Prisma.sql`true`, db)).join(", ")}]`;
      expect(stored).toBe(await oracleProjectsJson(Prisma.sql`true`, db));
      expect(JSON.parse(stored)).toHaveLength(20);
      const fresh = await db.$queryRaw<{ stale: number }[]>`
        SELECT ((SELECT count(*) FROM project p LEFT JOIN project_docs(ARRAY(SELECT id FROM project)) f USING (id)
                  WHERE p.doc IS DISTINCT FROM f.doc)
              + (SELECT count(*) FROM milestone m LEFT JOIN milestone_docs(ARRAY(SELECT id FROM milestone)) f USING (id)
                  WHERE m.doc IS DISTINCT FROM f.doc))::int AS stale`;
      expect(fresh[0].stale).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });
});
