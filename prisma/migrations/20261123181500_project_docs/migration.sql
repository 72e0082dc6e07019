-- Each project and milestone keeps the JSON text the lists send for it (can_edit written as
-- false, milestones left out of the project's), so a list or search joins stored text instead
-- of building JSON for every row it returns. Triggers on every table whose values the text
-- shows keep it current: no write path can forget it, whoever writes.

-- AlterTable
ALTER TABLE "project" ADD COLUMN "doc" TEXT;

-- AlterTable
ALTER TABLE "milestone" ADD COLUMN "doc" TEXT;

-- The project objects of GET /api/existing_projects/all/, without "milestones" (added at read
-- time, since a milestone's can_edit depends on the viewer). "can_edit" : false is the one
-- place a read may turn to true: a quote inside a JSON string is always escaped, so that text
-- cannot occur anywhere else in the document.
-- The ids are joined as a set, never tested with `= ANY(ids)`: in a trigger's cached plan the
-- array is a parameter, and a filter on a parameter array scans it once per row it tests.
CREATE FUNCTION project_docs(ids int[]) RETURNS TABLE (id int, doc text)
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
           'can_edit', false,
           'domains', json_build_object('eml', coalesce(pdom.eml, '[]'::json),
                                        'rcoa', coalesce(pdom.rcoa, '[]'::json)),
           'people', coalesce(ppl.people, '[]'::json))::text
    FROM sel JOIN project p ON p.id = sel.id JOIN status st ON st.id = p.status_id
    LEFT JOIN pdom ON pdom.project_id = p.id
    LEFT JOIN ppl ON ppl.project_id = p.id
$$;

-- The milestone objects of the lists, "can_edit" : false as in project_docs.
CREATE FUNCTION milestone_docs(ids int[]) RETURNS TABLE (id int, doc text)
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
           'can_edit', false,
           'domains', json_build_object('eml', coalesce(mdom.eml, '[]'::json),
                                        'rcoa', coalesce(mdom.rcoa, '[]'::json)),
           'people', coalesce(mppl.people, '[]'::json))::text
    FROM sel JOIN milestone m ON m.id = sel.id
    JOIN status st ON st.id = m.status_id JOIN looking_for lf ON lf.id = m.looking_for_id
    LEFT JOIN mdom ON mdom.milestone_id = m.id
    LEFT JOIN mppl ON mppl.milestone_id = m.id
$$;

-- Rewrites the stored text of these projects / milestones where it differs from fresh text
-- (so a refresh that changes nothing costs no row versions). Returns the rows rewritten.
CREATE FUNCTION refresh_project_docs(ids int[]) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN 0; END IF;
  UPDATE project p SET doc = f.doc FROM project_docs(ids) f
   WHERE p.id = f.id AND p.doc IS DISTINCT FROM f.doc;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

CREATE FUNCTION refresh_milestone_docs(ids int[]) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN 0; END IF;
  UPDATE milestone m SET doc = f.doc FROM milestone_docs(ids) f
   WHERE m.id = f.id AND m.doc IS DISTINCT FROM f.doc;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

-- Trigger functions. All are statement-level with transition tables: a bulk insert of 100,000
-- rows refreshes once, set-based, not 100,000 times. One function serves INSERT, UPDATE and
-- DELETE of a table (PostgreSQL wants one trigger per event when transition tables are used);
-- each reads only the transition tables its event has.

-- project and milestone: only changes to the columns the text shows count, so the refresh's
-- own UPDATE of doc (and search_text updates) end here.
CREATE FUNCTION project_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_docs(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_project_docs(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.short_description, n.long_description, n.start_date, n.expected_completion_date,
              n.status_id, n.version)
             IS DISTINCT FROM (o.short_description, o.long_description, o.start_date,
                               o.expected_completion_date, o.status_id, o.version)));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION milestone_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_milestone_docs(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_milestone_docs(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.project_id, n.description, n.start_date, n.end_date, n.status_id,
              n.looking_for_id, n.version)
             IS DISTINCT FROM (o.project_id, o.description, o.start_date, o.end_date,
                               o.status_id, o.looking_for_id, o.version)));
  END IF;
  RETURN NULL;
END $$;

-- Link tables: the project or milestone on either side of the change (an UPDATE may move a
-- link, as merging people does). A deleted project or milestone takes its doc with it.
CREATE FUNCTION project_link_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_docs(ARRAY(SELECT DISTINCT n.project_id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_project_docs(ARRAY(SELECT n.project_id FROM new_rows n
                                       UNION SELECT o.project_id FROM old_rows o));
  ELSE
    PERFORM refresh_project_docs(ARRAY(SELECT DISTINCT o.project_id FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION milestone_link_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_milestone_docs(ARRAY(SELECT DISTINCT n.milestone_id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_milestone_docs(ARRAY(SELECT n.milestone_id FROM new_rows n
                                         UNION SELECT o.milestone_id FROM old_rows o));
  ELSE
    PERFORM refresh_milestone_docs(ARRAY(SELECT DISTINCT o.milestone_id FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

-- Reference rows: an edit of text they show (or of an order the text follows) refreshes every
-- project and milestone that uses them. Inserts need nothing (nothing uses a new row yet) and
-- deletes are refused while anything uses the row. email is compared as text: citext equality
-- ignores case, the text does not.
CREATE FUNCTION person_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.first_name, n.last_name, n.email::text) IS DISTINCT FROM (o.first_name, o.last_name, o.email::text));
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_project_docs(ARRAY(SELECT DISTINCT project_id FROM project_person WHERE person_id = ANY(changed)));
    PERFORM refresh_milestone_docs(ARRAY(SELECT DISTINCT milestone_id FROM milestone_person WHERE person_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION domain_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.taxonomy, n.description, n.sort_order) IS DISTINCT FROM (o.taxonomy, o.description, o.sort_order));
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_project_docs(ARRAY(SELECT DISTINCT project_id FROM project_domain WHERE domain_id = ANY(changed)));
    PERFORM refresh_milestone_docs(ARRAY(SELECT DISTINCT milestone_id FROM milestone_domain WHERE domain_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION status_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.description IS DISTINCT FROM o.description);
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_project_docs(ARRAY(SELECT id FROM project WHERE status_id = ANY(changed)));
    PERFORM refresh_milestone_docs(ARRAY(SELECT id FROM milestone WHERE status_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION looking_for_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.description IS DISTINCT FROM o.description);
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_milestone_docs(ARRAY(SELECT id FROM milestone WHERE looking_for_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION project_role_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.description, n.sort_order) IS DISTINCT FROM (o.description, o.sort_order));
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_project_docs(ARRAY(SELECT DISTINCT project_id FROM project_person WHERE role_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION milestone_role_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.description, n.sort_order) IS DISTINCT FROM (o.description, o.sort_order));
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_milestone_docs(ARRAY(SELECT DISTINCT milestone_id FROM milestone_person WHERE role_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER project_docs_insert AFTER INSERT ON project
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_docs_trigger();
CREATE TRIGGER project_docs_update AFTER UPDATE ON project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_docs_trigger();

CREATE TRIGGER milestone_docs_insert AFTER INSERT ON milestone
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_docs_trigger();
CREATE TRIGGER milestone_docs_update AFTER UPDATE ON milestone
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_docs_trigger();

CREATE TRIGGER project_person_docs_insert AFTER INSERT ON project_person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_link_docs_trigger();
CREATE TRIGGER project_person_docs_update AFTER UPDATE ON project_person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_link_docs_trigger();
CREATE TRIGGER project_person_docs_delete AFTER DELETE ON project_person
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_link_docs_trigger();

CREATE TRIGGER project_domain_docs_insert AFTER INSERT ON project_domain
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_link_docs_trigger();
CREATE TRIGGER project_domain_docs_update AFTER UPDATE ON project_domain
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_link_docs_trigger();
CREATE TRIGGER project_domain_docs_delete AFTER DELETE ON project_domain
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_link_docs_trigger();

CREATE TRIGGER milestone_person_docs_insert AFTER INSERT ON milestone_person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_link_docs_trigger();
CREATE TRIGGER milestone_person_docs_update AFTER UPDATE ON milestone_person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_link_docs_trigger();
CREATE TRIGGER milestone_person_docs_delete AFTER DELETE ON milestone_person
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_link_docs_trigger();

CREATE TRIGGER milestone_domain_docs_insert AFTER INSERT ON milestone_domain
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_link_docs_trigger();
CREATE TRIGGER milestone_domain_docs_update AFTER UPDATE ON milestone_domain
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_link_docs_trigger();
CREATE TRIGGER milestone_domain_docs_delete AFTER DELETE ON milestone_domain
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_link_docs_trigger();

CREATE TRIGGER person_docs_update AFTER UPDATE ON person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_docs_trigger();
CREATE TRIGGER domain_docs_update AFTER UPDATE ON domain
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION domain_docs_trigger();
CREATE TRIGGER status_docs_update AFTER UPDATE ON status
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_docs_trigger();
CREATE TRIGGER looking_for_docs_update AFTER UPDATE ON looking_for
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION looking_for_docs_trigger();
CREATE TRIGGER project_role_docs_update AFTER UPDATE ON project_role
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_role_docs_trigger();
CREATE TRIGGER milestone_role_docs_update AFTER UPDATE ON milestone_role
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_role_docs_trigger();

-- Rows already there get their text now.
SELECT refresh_project_docs(ARRAY(SELECT id FROM project));
SELECT refresh_milestone_docs(ARRAY(SELECT id FROM milestone));
