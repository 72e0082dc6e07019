import pg from "pg";

// A fingerprint of everything a person would call "the data": projects, milestones, people,
// accounts, organisations, reference lists, passkeys, share links and the activity log.
// Bookkeeping that a harmless request may touch (sessions, rate-limit counters, ceremony
// challenges, emailed codes, last-seen times) is left out on purpose.

export const DATA_TABLES = [
  "project",
  "project_domain",
  "project_person",
  "milestone",
  "milestone_domain",
  "milestone_person",
  "person",
  "account",
  "passkey",
  "organisation",
  "organisation_domain",
  "share_link",
  "status",
  "looking_for",
  "domain",
  "project_role",
  "milestone_role",
  "activity_log",
] as const;

const VOLATILE = ["last_sign_in_at", "last_used_at", "last_seen_at"];

let client: pg.Client | undefined;

async function connection(): Promise<pg.Client> {
  if (!client) {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  }
  return client;
}

/** One md5 per table, so a failing comparison names the table that changed. */
export async function dataChecksum(): Promise<Record<string, string>> {
  const c = await connection();
  const parts = DATA_TABLES.map(
    (table) => `SELECT '${table}' AS name, md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS sum
                  FROM (SELECT (to_jsonb(t) - ARRAY[${VOLATILE.map((v) => `'${v}'`).join(",")}])::text AS r FROM "${table}" t) x`,
  );
  const { rows } = await c.query<{ name: string; sum: string }>(parts.join(" UNION ALL "));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

export async function closeChecksumConnection(): Promise<void> {
  await client?.end();
  client = undefined;
}

/**
 * One md5 per table of the whole database, bookkeeping included (emailed codes, ceremony and
 * enrolment challenges, share-link counts), but for what any request may write: rate-limit
 * counters, the migrations' own table, and a session's last-seen time.
 */
export async function everythingChecksum(): Promise<Record<string, string>> {
  const c = await connection();
  const { rows: tables } = await c.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('rate_limit', '_prisma_migrations') ORDER BY 1`,
  );
  const parts = tables.map(
    ({ name }) => `SELECT '${name}' AS name, md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS sum
                  FROM (SELECT (to_jsonb(t) - ARRAY[${VOLATILE.map((v) => `'${v}'`).join(",")}])::text AS r FROM "${name}" t) x`,
  );
  const { rows } = await c.query<{ name: string; sum: string }>(parts.join(" UNION ALL "));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}
