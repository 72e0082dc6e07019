-- project.search_text - the lower-cased, unaccented text the trigram search reads: the
-- project's descriptions, its milestones' descriptions and the names of everyone on the project
-- or its milestones - kept current by triggers, like the stored list documents (migration
-- project_docs), so no write path has to remember it. Statement-level with transition tables:
-- a bulk write refreshes once, set-based.

-- The fresh text of these projects. concat_ws skips NULLs, so a project without milestones or
-- people still gets its own text. The ids are joined as a set (see project_docs).
CREATE FUNCTION project_search_texts(ids int[]) RETURNS TABLE (id int, search_text text)
LANGUAGE sql STABLE AS $$
  WITH sel AS MATERIALIZED (SELECT DISTINCT t.id FROM unnest(ids) AS t(id))
  SELECT p.id,
         lower(unaccent(concat_ws(' ',
           p.short_description,
           p.long_description,
           (SELECT string_agg(m.description, ' ' ORDER BY m.start_date, m.id)
              FROM milestone m WHERE m.project_id = p.id),
           (SELECT string_agg(pe.first_name || ' ' || pe.last_name, ' ' ORDER BY pe.id)
              FROM person pe
             WHERE pe.id IN (
                     SELECT pp.person_id FROM project_person pp WHERE pp.project_id = p.id
                     UNION
                     SELECT mp.person_id FROM milestone_person mp
                       JOIN milestone m ON m.id = mp.milestone_id
                      WHERE m.project_id = p.id))
         )))
    FROM sel JOIN project p ON p.id = sel.id
$$;

-- Rewrites the search text of these projects where it differs from fresh text (a refresh that
-- changes nothing costs no row versions). Returns the rows rewritten.
CREATE FUNCTION refresh_project_search_text(ids int[]) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN 0; END IF;
  UPDATE project p SET search_text = f.search_text FROM project_search_texts(ids) f
   WHERE p.id = f.id AND p.search_text IS DISTINCT FROM f.search_text;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

-- project: only the descriptions count, so the refresh's own UPDATE of search_text (and the
-- doc refresh's) ends here.
CREATE FUNCTION project_search_text_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_search_text(ARRAY(SELECT n.id FROM new_rows n));
  ELSE
    PERFORM refresh_project_search_text(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.short_description, n.long_description) IS DISTINCT FROM (o.short_description, o.long_description)));
  END IF;
  RETURN NULL;
END $$;

-- milestone: its description and the order the text follows (start date); a move to another
-- project or a delete changes the text of the project it leaves.
CREATE FUNCTION milestone_search_text_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_search_text(ARRAY(SELECT DISTINCT n.project_id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_project_search_text(ARRAY(
      SELECT n.project_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.project_id, n.description, n.start_date) IS DISTINCT FROM (o.project_id, o.description, o.start_date)
      UNION
      SELECT o.project_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.project_id IS DISTINCT FROM o.project_id));
  ELSE
    PERFORM refresh_project_search_text(ARRAY(SELECT DISTINCT o.project_id FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

-- People on a project: the projects on either side of the change (merging people moves links).
-- A role change alone does not change the text, and the refresh then rewrites nothing.
CREATE FUNCTION project_person_search_text_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_search_text(ARRAY(SELECT DISTINCT n.project_id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_project_search_text(ARRAY(SELECT n.project_id FROM new_rows n
                                              UNION SELECT o.project_id FROM old_rows o));
  ELSE
    PERFORM refresh_project_search_text(ARRAY(SELECT DISTINCT o.project_id FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

-- People on a milestone: the projects of the milestones on either side. A milestone deleted in
-- the same statement is gone from the join; its own trigger refreshes its project.
CREATE FUNCTION milestone_person_search_text_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_search_text(ARRAY(
      SELECT DISTINCT m.project_id FROM new_rows n JOIN milestone m ON m.id = n.milestone_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_project_search_text(ARRAY(
      SELECT m.project_id FROM milestone m
       WHERE m.id IN (SELECT n.milestone_id FROM new_rows n UNION SELECT o.milestone_id FROM old_rows o)));
  ELSE
    PERFORM refresh_project_search_text(ARRAY(
      SELECT DISTINCT m.project_id FROM old_rows o JOIN milestone m ON m.id = o.milestone_id));
  END IF;
  RETURN NULL;
END $$;

-- A person's name: every project they are on, directly or through a milestone.
CREATE FUNCTION person_search_text_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed int[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name));
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_project_search_text(ARRAY(
      SELECT pp.project_id FROM project_person pp WHERE pp.person_id = ANY(changed)
      UNION
      SELECT m.project_id FROM milestone_person mp JOIN milestone m ON m.id = mp.milestone_id
       WHERE mp.person_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER project_search_text_insert AFTER INSERT ON project
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_text_trigger();
CREATE TRIGGER project_search_text_update AFTER UPDATE ON project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_text_trigger();

CREATE TRIGGER milestone_search_text_insert AFTER INSERT ON milestone
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_search_text_trigger();
CREATE TRIGGER milestone_search_text_update AFTER UPDATE ON milestone
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_search_text_trigger();
CREATE TRIGGER milestone_search_text_delete AFTER DELETE ON milestone
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_search_text_trigger();

CREATE TRIGGER project_person_search_text_insert AFTER INSERT ON project_person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_person_search_text_trigger();
CREATE TRIGGER project_person_search_text_update AFTER UPDATE ON project_person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_person_search_text_trigger();
CREATE TRIGGER project_person_search_text_delete AFTER DELETE ON project_person
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_person_search_text_trigger();

CREATE TRIGGER milestone_person_search_text_insert AFTER INSERT ON milestone_person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_person_search_text_trigger();
CREATE TRIGGER milestone_person_search_text_update AFTER UPDATE ON milestone_person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_person_search_text_trigger();
CREATE TRIGGER milestone_person_search_text_delete AFTER DELETE ON milestone_person
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION milestone_person_search_text_trigger();

CREATE TRIGGER person_search_text_update AFTER UPDATE ON person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_search_text_trigger();

-- Rows already there get their text now (a no-op where it was kept right).
SELECT refresh_project_search_text(ARRAY(SELECT id FROM project));
