// Loads a range of generated projects the way the app would see them: rows inserted with their
// search text, statistics refreshed.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { seedReferenceLists } from "../../prisma/seed/index";
import { insertGeneratedProjects } from "./generate-data";

export type DataLoader = {
  /** Adds projects from..to (inclusive) with their milestones, people and domains. */
  load(from: number, to: number): Promise<void>;
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
};

// Above this many new projects, the trigram index is dropped and built again afterwards, as a
// restore would: one CREATE INDEX is many times faster than 100,000 GIN insertions.
const REBUILD_INDEX_FROM = 10_000;
const TRIGRAM_INDEX = "project_search_text_trgm_idx";

async function withoutTrigramIndex(client: pg.Client, run: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ indexdef: string }>(
    "SELECT indexdef FROM pg_indexes WHERE indexname = $1",
    [TRIGRAM_INDEX],
  );
  const definition = rows[0]?.indexdef;
  if (!definition) throw new Error(`Index ${TRIGRAM_INDEX} is missing: are the migrations applied?`);
  await client.query(`DROP INDEX ${TRIGRAM_INDEX}`);
  try {
    await run();
  } finally {
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query(definition);
  }
}

export async function openDataLoader(databaseUrl: string): Promise<DataLoader> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 1 }) });
  await seedReferenceLists(prisma);
  return {
    async load(from, to) {
      const insert = () => insertGeneratedProjects(client, from, to);
      await (to - from + 1 >= REBUILD_INDEX_FROM ? withoutTrigramIndex(client, insert) : insert());
      await client.query("ANALYZE");
    },
    async counts() {
      const { rows } = await client.query<Record<string, string>>(
        `SELECT (SELECT count(*) FROM project) AS projects, (SELECT count(*) FROM milestone) AS milestones,
                (SELECT count(*) FROM project_person) + (SELECT count(*) FROM milestone_person) AS role_links,
                (SELECT count(*) FROM person) AS people`,
      );
      return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
    },
    async close() {
      await prisma.$disconnect();
      await client.end();
    },
  };
}
