import pg from "pg";

// Reading a database back after a restore: a project with everything that hangs off it, as
// one JSON document, and the project a comparison should use.

export async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const FULL_PROJECT = `
  SELECT json_build_object(
    'project', (SELECT to_jsonb(p) FROM project p WHERE p.id = $1),
    'domains', (SELECT json_agg(d ORDER BY d.domain_id) FROM project_domain d WHERE d.project_id = $1),
    'people', (SELECT json_agg(x ORDER BY x.person_id) FROM (SELECT pp.*, pe.first_name, pe.last_name, pe.email
                 FROM project_person pp JOIN person pe ON pe.id = pp.person_id WHERE pp.project_id = $1) x),
    'milestones', (SELECT json_agg(m ORDER BY m.id) FROM (SELECT mi.*,
                     (SELECT json_agg(md ORDER BY md.domain_id) FROM milestone_domain md WHERE md.milestone_id = mi.id) AS domains,
                     (SELECT json_agg(mp ORDER BY mp.person_id) FROM milestone_person mp WHERE mp.milestone_id = mi.id) AS people
                   FROM milestone mi WHERE mi.project_id = $1) m)
  )::text AS doc`;

export async function fullProject(url: string, id: number): Promise<{ milestones: unknown[] } & Record<string, unknown>> {
  const [row] = await query<{ doc: string }>(url, FULL_PROJECT, [id]);
  return JSON.parse(row.doc);
}

/** The project with the most milestones and people: the most to lose in a restore. */
export async function richestProjectId(url: string): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    url,
    `SELECT p.id FROM project p ORDER BY (SELECT count(*) FROM milestone m WHERE m.project_id = p.id) DESC,
            (SELECT count(*) FROM project_person pp WHERE pp.project_id = p.id) DESC, p.id LIMIT 1`,
  );
  return id;
}

export async function projectCount(url: string): Promise<number> {
  const [{ n }] = await query<{ n: number }>(url, "SELECT count(*)::int AS n FROM project");
  return n;
}
