-- One list for everyone who sees it: the stored texts no longer carry the viewer's "can_edit"
-- (the screens derive edit rights from the viewer's level and people and the roles on each
-- row, by the rules the server checks every write with: lib/projects/edit-rules.ts).
CREATE OR REPLACE FUNCTION project_docs(ids int[]) RETURNS TABLE (id int, doc text)
LANGUAGE sql STABLE AS $$
  WITH sel AS MATERIALIZED (SELECT DISTINCT t.id FROM unnest(ids) AS t(id)),
  pdom AS (
    SELECT pd.project_id,
           json_agg(json_build_object('id', d.id, 'description', d.description)
                    ORDER BY d.sort_order, d.description, d.id) FILTER (WHERE d.taxonomy = 'eml') AS eml,
           json_agg(json_build_object('id', d.id, 'description', d.description)
                    ORDER BY d.sort_order, d.description, d.id) FILTER (WHERE d.taxonomy = 'rcoa') AS rcoa
      FROM sel JOIN project_domain pd ON pd.project_id = sel.id JOIN domain d ON d.id = pd.domain_id
     GROUP BY pd.project_id),
  ppl AS (
    SELECT pp.project_id,
           json_agg(json_build_object('id', pe.id, 'name', pe.first_name || ' ' || pe.last_name,
                      'first_name', pe.first_name, 'last_name', pe.last_name, 'email', pe.email::text,
                      'role', r.id, 'role_display', r.description)
                    ORDER BY r.sort_order, r.id, pe.last_name, pe.first_name, pe.id) AS people
      FROM sel JOIN project_person pp ON pp.project_id = sel.id
      JOIN person pe ON pe.id = pp.person_id JOIN project_role r ON r.id = pp.role_id
     GROUP BY pp.project_id)
  SELECT p.id, json_build_object(
           'id', p.id, 'short_description', p.short_description,
           'long_description', p.long_description,
           'start_date', to_char(p.start_date, 'YYYY-MM-DD'),
           'expected_completion_date', to_char(p.expected_completion_date, 'YYYY-MM-DD'),
           'status', p.status_id, 'status_display', st.description, 'version', p.version,
           'domains', json_build_object('eml', coalesce(pdom.eml, '[]'::json),
                                        'rcoa', coalesce(pdom.rcoa, '[]'::json)),
           'people', coalesce(ppl.people, '[]'::json))::text
    FROM sel JOIN project p ON p.id = sel.id JOIN status st ON st.id = p.status_id
    LEFT JOIN pdom ON pdom.project_id = p.id
    LEFT JOIN ppl ON ppl.project_id = p.id
$$;

CREATE OR REPLACE FUNCTION milestone_docs(ids int[]) RETURNS TABLE (id int, doc text)
LANGUAGE sql STABLE AS $$
  WITH sel AS MATERIALIZED (SELECT DISTINCT t.id FROM unnest(ids) AS t(id)),
  mdom AS (
    SELECT md.milestone_id,
           json_agg(json_build_object('id', d.id, 'description', d.description)
                    ORDER BY d.sort_order, d.description, d.id) FILTER (WHERE d.taxonomy = 'eml') AS eml,
           json_agg(json_build_object('id', d.id, 'description', d.description)
                    ORDER BY d.sort_order, d.description, d.id) FILTER (WHERE d.taxonomy = 'rcoa') AS rcoa
      FROM sel JOIN milestone_domain md ON md.milestone_id = sel.id JOIN domain d ON d.id = md.domain_id
     GROUP BY md.milestone_id),
  mppl AS (
    SELECT mp.milestone_id,
           json_agg(json_build_object('id', pe.id, 'name', pe.first_name || ' ' || pe.last_name,
                      'first_name', pe.first_name, 'last_name', pe.last_name, 'email', pe.email::text,
                      'role', r.id, 'role_display', r.description)
                    ORDER BY r.sort_order, r.id, pe.last_name, pe.first_name, pe.id) AS people
      FROM sel JOIN milestone_person mp ON mp.milestone_id = sel.id
      JOIN person pe ON pe.id = mp.person_id JOIN milestone_role r ON r.id = mp.role_id
     GROUP BY mp.milestone_id)
  SELECT m.id, json_build_object(
           'id', m.id, 'project', m.project_id, 'description', m.description,
           'start_date', to_char(m.start_date, 'YYYY-MM-DD'),
           'end_date', to_char(m.end_date, 'YYYY-MM-DD'),
           'status', m.status_id, 'status_display', st.description,
           'looking_for', m.looking_for_id, 'looking_for_display', lf.description,
           'version', m.version,
           'domains', json_build_object('eml', coalesce(mdom.eml, '[]'::json),
                                        'rcoa', coalesce(mdom.rcoa, '[]'::json)),
           'people', coalesce(mppl.people, '[]'::json))::text
    FROM sel JOIN milestone m ON m.id = sel.id
    JOIN status st ON st.id = m.status_id JOIN looking_for lf ON lf.id = m.looking_for_id
    LEFT JOIN mdom ON mdom.milestone_id = m.id
    LEFT JOIN mppl ON mppl.milestone_id = m.id
$$;

-- Rows already there get their text without "can_edit" now.
SELECT refresh_project_docs(ARRAY(SELECT id FROM project));
SELECT refresh_milestone_docs(ARRAY(SELECT id FROM milestone));
