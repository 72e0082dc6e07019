// Deterministic benchmark data, made inside PostgreSQL with set-based INSERT ... SELECT
// generate_series: 100,000 projects take seconds, not minutes. Every value is a hash of the
// row's index, so the same range always gives the same rows, and a range can be added to
// later (projects 1-10 first, then 11-1,000) with the same result as loading them at once.
//
// Per project: 3 to 7 milestones (5 on average over any 5 consecutive projects), 3 people on the
// project and 1 on each milestone (8 role links per project on average), 2 project domains and
// 1 domain per milestone. About one project in 2,000 is "rare": its text has RARE_WORD, it has
// the rare domain and status Abandoned, so a search for all three finds a few dozen projects.
import { FIRST_NAMES, LAST_NAMES, RARE_WORD, WORDS } from "./vocabulary";

export type SqlClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export const PEOPLE_POOL = 2_000;
export const RARE_DOMAIN = { taxonomy: "eml", description: "Global health education" } as const;
export const ABANDONED = 998;
const FIXED_TIME = "2024-01-01 00:00:00";

/** A well-mixed integer in [0, 2^24) from an index and a salt; no overflow in bigint. */
export function hashSql(index: string, salt: number): string {
  return `((((((${index})::bigint * 2654435761) # (${salt}::bigint * 40503 + 12345)) % 4294967296) * 1597334677 % 4294967296) >> 8)`;
}

const PHRASES = 4096;

/** `count` phrases (5 words each) picked by hash of `index`, joined by spaces. */
function phrasesSql(index: string, salt: number, count: number): { text: string; joins: string } {
  const names = Array.from({ length: count }, (_, k) => `ph${salt}_${k}`);
  return {
    text: names.map((n) => `${n}.text`).join(" || ' ' || "),
    joins: names
      .map((n, k) => `JOIN bench_phrase ${n} ON ${n}.id = ${hashSql(index, salt * 10 + k)} % ${PHRASES}`)
      .join("\n"),
  };
}

/** A fixed list of phrases from a seeded generator (mulberry32): the same on every run. */
export function makePhrases(count = PHRASES, seed = 20_260_101): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 5 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" "),
  );
}

/** Phrases as a temporary table for this transaction; a join by id is cheap, an array subscript is not. */
async function createPhraseTable(client: SqlClient): Promise<void> {
  await client.query(`CREATE TEMPORARY TABLE bench_phrase (id int PRIMARY KEY, text text NOT NULL) ON COMMIT DROP`);
  await client.query(
    `INSERT INTO bench_phrase (id, text) SELECT k - 1, phrase FROM unnest($1::text[]) WITH ORDINALITY AS t(phrase, k)`,
    [makePhrases()],
  );
  await client.query("ANALYZE bench_phrase");
}

type DomainIds = { rcoa: number[]; emlCommon: number[]; rare: number };

async function domainIds(client: SqlClient): Promise<DomainIds> {
  const { rows } = await client.query(`SELECT id, taxonomy::text AS taxonomy, description FROM domain ORDER BY id`);
  const domains = rows as { id: number; taxonomy: string; description: string }[];
  const rare = domains.find((d) => d.taxonomy === RARE_DOMAIN.taxonomy && d.description === RARE_DOMAIN.description);
  if (!rare) throw new Error("The reference lists must be seeded before generating data");
  return {
    rcoa: domains.filter((d) => d.taxonomy === "rcoa").map((d) => d.id),
    emlCommon: domains.filter((d) => d.taxonomy === "eml" && d.id !== rare.id).map((d) => d.id),
    rare: rare.id,
  };
}

async function insertPeople(client: SqlClient): Promise<void> {
  await client.query(
    `INSERT INTO person (id, first_name, last_name, email, created_at, updated_at)
     SELECT p, ($1::text[])[1 + ${hashSql("p", 40)} % cardinality($1::text[])],
               ($2::text[])[1 + ${hashSql("p", 41)} % cardinality($2::text[])],
               'person' || p || '@bench.example', '${FIXED_TIME}', '${FIXED_TIME}'
       FROM generate_series(1, ${PEOPLE_POOL}) AS p
     ON CONFLICT (id) DO NOTHING`,
    [FIRST_NAMES, LAST_NAMES],
  );
}

async function insertProjects(client: SqlClient, from: number, to: number): Promise<void> {
  const rare = `(${hashSql("i", 1)} % 2000 = 0)`;
  const short = phrasesSql("i", 11, 1);
  const long = phrasesSql("i", 12, 5);
  await client.query(
    `INSERT INTO project (id, short_description, long_description, start_date, expected_completion_date,
                          status_id, created_at, updated_at)
     SELECT i,
            initcap(CASE WHEN ${rare} THEN '${RARE_WORD} ' ELSE '' END || ${short.text}),
            ${long.text} || CASE WHEN ${rare} THEN ' ${RARE_WORD} monitoring' ELSE '' END,
            date '2016-01-01' + (${hashSql("i", 2)} % 3650)::int,
            CASE WHEN ${hashSql("i", 3)} % 5 = 0 THEN NULL
                 ELSE date '2016-01-01' + (${hashSql("i", 2)} % 3650)::int + 60 + (${hashSql("i", 4)} % 900)::int END,
            CASE WHEN ${rare} OR ${hashSql("i", 5)} % 2000 = 0 THEN ${ABANDONED}
                 WHEN ${hashSql("i", 5)} % 2000 < 700 THEN 1
                 WHEN ${hashSql("i", 5)} % 2000 < 1500 THEN 2 ELSE 999 END,
            '${FIXED_TIME}', '${FIXED_TIME}'
       FROM generate_series($1::int, $2::int) AS i
       ${short.joins}
       ${long.joins}`,
    [from, to],
  );
}

async function insertMilestones(client: SqlClient, from: number, to: number): Promise<void> {
  const id = "(10 * (p.id - 1) + k)";
  const description = phrasesSql(id, 21, 2);
  await client.query(
    `INSERT INTO milestone (id, project_id, description, start_date, end_date, status_id, looking_for_id,
                            created_at, updated_at)
     SELECT ${id}, p.id,
            ${description.text} || CASE WHEN ${hashSql(id, 20)} % 20000 = 0 THEN ' ${RARE_WORD}' ELSE '' END,
            p.start_date + (k - 1) * 60 + (${hashSql(id, 22)} % 30)::int,
            CASE WHEN ${hashSql(id, 23)} % 10 = 0 THEN NULL
                 ELSE p.start_date + (k - 1) * 60 + (${hashSql(id, 22)} % 30)::int + 30 + (${hashSql(id, 24)} % 200)::int END,
            (ARRAY[1, 1, 1, 2, 2, 2, 2, 999, 999, 999])[1 + ${hashSql(id, 25)} % 10],
            (ARRAY[10, 20, 30, 99])[1 + ${hashSql(id, 26)} % 4],
            '${FIXED_TIME}', '${FIXED_TIME}'
       FROM project p CROSS JOIN LATERAL generate_series(1, 3 + p.id % 5) AS k
       ${description.joins}
      WHERE p.id BETWEEN $1 AND $2`,
    [from, to],
  );
}

async function insertLinks(client: SqlClient, from: number, to: number, domains: DomainIds): Promise<void> {
  const range = [from, to];
  // Three distinct people per project: offsets 0, 37 and 74 in the pool never collide.
  await client.query(
    `INSERT INTO project_person (project_id, person_id, role_id)
     SELECT i, 1 + (${hashSql("i", 50)} + k * 37) % ${PEOPLE_POOL},
            CASE WHEN k = 0 THEN 1 ELSE 2 + ${hashSql("i * 4 + k", 51)} % 4 END
       FROM generate_series($1::int, $2::int) AS i CROSS JOIN generate_series(0, 2) AS k`,
    range,
  );
  await client.query(
    `INSERT INTO milestone_person (milestone_id, person_id, role_id)
     SELECT m.id, 1 + ${hashSql("m.id", 60)} % ${PEOPLE_POOL}, 1
       FROM milestone m WHERE m.project_id BETWEEN $1 AND $2`,
    range,
  );
  const rare = `(${hashSql("i", 1)} % 2000 = 0)`;
  await client.query(
    `INSERT INTO project_domain (project_id, domain_id)
     SELECT i, ($3::int[])[1 + ${hashSql("i", 30)} % cardinality($3::int[])]
       FROM generate_series($1::int, $2::int) AS i
     UNION ALL
     SELECT i, CASE WHEN ${rare} THEN $5::int ELSE ($4::int[])[1 + ${hashSql("i", 31)} % cardinality($4::int[])] END
       FROM generate_series($1::int, $2::int) AS i`,
    [...range, domains.rcoa, domains.emlCommon, domains.rare],
  );
  await client.query(
    `INSERT INTO milestone_domain (milestone_id, domain_id)
     SELECT m.id, CASE WHEN ${hashSql("m.id", 32)} % 20000 = 0 THEN $4::int
                       ELSE ($3::int[])[1 + ${hashSql("m.id", 33)} % cardinality($3::int[])] END
       FROM milestone m WHERE m.project_id BETWEEN $1 AND $2`,
    [...range, [...domains.rcoa, ...domains.emlCommon], domains.rare],
  );
}

/**
 * search_text as the database's project_search_texts() builds it (the same expression, so a
 * later refresh_project_search_text changes nothing: tests/perf checks that), but set-based:
 * aggregated once for the whole range and joined by id instead of two subqueries per project.
 * The load runs as a replica where it may, which skips the triggers that would keep it.
 */
async function fillSearchText(client: SqlClient, from: number, to: number): Promise<void> {
  await client.query(
    `WITH ms AS (
       SELECT m.project_id, string_agg(m.description, ' ' ORDER BY m.start_date, m.id) AS text
         FROM milestone m WHERE m.project_id BETWEEN $1 AND $2 GROUP BY m.project_id),
     ppl AS (
       SELECT x.project_id, string_agg(pe.first_name || ' ' || pe.last_name, ' ' ORDER BY pe.id) AS text
         FROM (SELECT pp.project_id, pp.person_id FROM project_person pp WHERE pp.project_id BETWEEN $1 AND $2
               UNION
               SELECT m.project_id, mp.person_id FROM milestone_person mp JOIN milestone m ON m.id = mp.milestone_id
                WHERE m.project_id BETWEEN $1 AND $2) AS x
         JOIN person pe ON pe.id = x.person_id
        GROUP BY x.project_id)
     UPDATE project AS p
        SET search_text = lower(unaccent(concat_ws(' ', p.short_description, p.long_description, ms.text, ppl.text)))
       FROM project AS q LEFT JOIN ms ON ms.project_id = q.id LEFT JOIN ppl ON ppl.project_id = q.id
      WHERE q.id = p.id AND p.id BETWEEN $1 AND $2`,
    [from, to],
  );
}

/**
 * The stored list documents, by the database's own refresh functions (the ones its triggers
 * call): the load runs as a replica where it may, which skips those triggers. Where the
 * triggers did run, the documents are already right and nothing is rewritten.
 */
async function fillDocs(client: SqlClient, from: number, to: number): Promise<void> {
  await client.query("SELECT refresh_project_docs(ARRAY(SELECT generate_series($1::int, $2::int)))", [from, to]);
  await client.query(
    "SELECT refresh_milestone_docs(ARRAY(SELECT id FROM milestone WHERE project_id BETWEEN $1 AND $2))",
    [from, to],
  );
}

/**
 * Replica mode also skips the triggers that note a change of the project lists (migration
 * prepared_lists), and an app already running would go on serving the list it prepared before
 * the load. The load notes the change as those triggers do: back in origin mode for the note
 * alone, once per transaction (none when the triggers ran and noted it), raised at commit.
 */
async function noteListChange(client: SqlClient): Promise<void> {
  await client.query(
    "SELECT set_config('session_replication_role', 'origin', true) WHERE current_setting('session_replication_role') = 'replica'",
  );
  await client.query(
    `INSERT INTO list_change (id) SELECT nextval(pg_get_serial_sequence('list_change', 'id'))
      WHERE current_setting('app.list_change_noted', true) IS DISTINCT FROM 'yes'`,
  );
}

/** Rows inserted with explicit ids leave the serial sequences behind; move them past the data. */
async function fixSequences(client: SqlClient): Promise<void> {
  for (const table of ["project", "milestone", "person"]) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${table}`,
    );
  }
}

/**
 * Inserts projects `from`..`to` (ids as given) with their milestones, people and domains, in
 * one transaction. The reference lists must be there; the person pool is added on first use.
 * search_text is filled the way the database's triggers fill it, the list documents by the
 * database's own refresh, and the version of the project lists moves once, at the commit.
 */
export async function insertGeneratedProjects(client: SqlClient, from: number, to: number): Promise<void> {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) {
    throw new Error(`Bad project range ${from}..${to}`);
  }
  const domains = await domainIds(client);
  await client.query("BEGIN");
  try {
    // Foreign-key checks are triggers, one call per row: the generated rows are consistent by
    // construction, so a bulk load skips them (as a restore does) where the role may do so.
    await client.query(
      "SELECT set_config('session_replication_role', 'replica', true) WHERE (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)",
    );
    await createPhraseTable(client);
    await insertPeople(client);
    await insertProjects(client, from, to);
    await insertMilestones(client, from, to);
    await insertLinks(client, from, to, domains);
    // Fresh statistics, or the planner takes a large new range for a few rows and loops.
    await client.query("ANALYZE project, milestone, project_person, milestone_person, person");
    await fillSearchText(client, from, to);
    await fillDocs(client, from, to);
    await fixSequences(client);
    await noteListChange(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
