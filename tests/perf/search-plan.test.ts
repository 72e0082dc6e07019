import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchStatement } from "@/bench/lib/capture-sql";
import { RARE_DOMAIN } from "@/bench/lib/generate-data";
import { openDataLoader } from "@/bench/lib/load-data";
import { searchBody, type SearchMode } from "@/bench/lib/search-phase";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

// POST /api/project_search/ must stay fast on a large directory: its statement, taken from the
// app's own query builder, is planned on 20,000 generated projects with fresh statistics (no
// planner settings forced), and the plan must read `project` through its indexes.

const PROJECTS = 20_000;

describe("POST /api/project_search/ query plan", () => {
  let database: TemporaryDatabase;
  let client: pg.Client;
  let rareDomainId: number;

  beforeAll(async () => {
    database = await createTemporaryDatabase({ migrate: true });
    const loader = await openDataLoader(database.url);
    try {
      await loader.load(1, PROJECTS);
    } finally {
      await loader.close();
    }
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      "SELECT id FROM domain WHERE taxonomy = $1 AND description = $2",
      [RARE_DOMAIN.taxonomy, RARE_DOMAIN.description],
    );
    rareDomainId = rows[0].id;
  }, 300_000);

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it("has the indexes the search reads", async () => {
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('project', 'project_domain', 'milestone_domain', 'milestone')",
    );
    const byName = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.project_search_text_trgm_idx).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
    expect(byName.project_status_id_idx).toMatch(/\(status_id\)/);
    expect(byName.project_domain_domain_id_idx).toMatch(/\(domain_id\)/);
    expect(byName.milestone_domain_domain_id_idx).toMatch(/\(domain_id\)/);
  });

  it.each(["AND", "OR"] as SearchMode[])("text + domain + status with %s reads no project row by sequential scan", async (mode) => {
    const statement = await searchStatement(searchBody(mode, rareDomainId));
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${statement.text}`, statement.values);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).not.toMatch(/Seq Scan on project\b/);
    expect(plan).toMatch(/project_search_text_trgm_idx/);
  });
});
