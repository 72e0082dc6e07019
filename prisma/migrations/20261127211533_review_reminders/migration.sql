-- AlterTable
ALTER TABLE "project" ADD COLUMN     "reviewed_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "review_reminder" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL,
    "answered_at" TIMESTAMP(3),

    CONSTRAINT "review_reminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_reminder_project_id_sent_at_idx" ON "review_reminder"("project_id", "sent_at");

-- AddForeignKey
ALTER TABLE "review_reminder" ADD CONSTRAINT "review_reminder_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The lists show when a project was last changed or checked (docs/product.md#review-reminders):
-- the stored text carries both days, "changed_on" (updated_at, which the saves of the project,
-- its milestones and its people set on the app's clock) and "checked_on" (reviewed_at).
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
           'changed_on', to_char(p.updated_at, 'YYYY-MM-DD'),
           'checked_on', to_char(p.reviewed_at, 'YYYY-MM-DD'),
           'domains', json_build_object('eml', coalesce(pdom.eml, '[]'::json),
                                        'rcoa', coalesce(pdom.rcoa, '[]'::json)),
           'people', coalesce(ppl.people, '[]'::json))::text
    FROM sel JOIN project p ON p.id = sel.id JOIN status st ON st.id = p.status_id
    LEFT JOIN pdom ON pdom.project_id = p.id
    LEFT JOIN ppl ON ppl.project_id = p.id
$$;

-- The day of a change or a check now shows too; a later time on the same day leaves the text as
-- it is (no refresh, no new list version).
CREATE OR REPLACE FUNCTION project_docs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_docs(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_project_docs(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.short_description, n.long_description, n.start_date, n.expected_completion_date,
              n.status_id, n.version, n.updated_at::date, n.reviewed_at::date)
             IS DISTINCT FROM (o.short_description, o.long_description, o.start_date,
                               o.expected_completion_date, o.status_id, o.version,
                               o.updated_at::date, o.reviewed_at::date)));
  END IF;
  RETURN NULL;
END $$;

SELECT refresh_project_docs(ARRAY(SELECT id FROM project));
