-- CreateTable
CREATE TABLE "list_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "epoch" UUID NOT NULL DEFAULT gen_random_uuid(),

    CONSTRAINT "list_version_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "list_change" (
    "id" BIGSERIAL NOT NULL,

    CONSTRAINT "list_change_pkey" PRIMARY KEY ("id")
);

-- The one row of list_version. Only the triggers below write it.
ALTER TABLE "list_version" ADD CONSTRAINT "list_version_one_row" CHECK ("id" = 1);
INSERT INTO "list_version" DEFAULT VALUES;

-- The prepared lists (lib/projects/prepared-lists/) are kept per version and rebuilt when it
-- moves, on every app instance. What a list shows lives in project.doc and milestone.doc (every
-- change to people, links or reference rows ends in a doc refresh: migration project_docs), in
-- which projects and milestones exist, and in which domains belong to an organisation (the
-- projects its visitors see). A change to any of these raises the version once per transaction,
-- at its commit:
-- - raised after the data it covers is visible to no one but the transaction, and committed
--   with it, so an instance that reads the new version reads the new data too;
-- - raised at commit, so the row lock on list_version is held for the commit only: saves do
--   not queue behind each other's whole transactions, and no lock is taken after it (no
--   deadlock with the project write locks);
-- - once per transaction: the first row changed notes the change (a transaction-local setting
--   stops the rest), and the note's deferred trigger raises the version at commit.

CREATE FUNCTION note_list_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.list_change_noted', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('app.list_change_noted', 'yes', true);
    INSERT INTO list_change DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION commit_list_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_version SET version = version + 1;
  DELETE FROM list_change WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER list_change_commit AFTER INSERT ON list_change
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commit_list_change();

-- Per row, so a statement that changes nothing (a save refused for a stale version) notes
-- nothing; after the first row of a transaction each call only reads the setting.
CREATE TRIGGER project_list_change AFTER INSERT OR UPDATE OR DELETE ON project
  FOR EACH ROW EXECUTE FUNCTION note_list_change();
CREATE TRIGGER milestone_list_change AFTER INSERT OR UPDATE OR DELETE ON milestone
  FOR EACH ROW EXECUTE FUNCTION note_list_change();
CREATE TRIGGER organisation_domain_list_change AFTER INSERT OR UPDATE OR DELETE ON organisation_domain
  FOR EACH ROW EXECUTE FUNCTION note_list_change();
-- TRUNCATE fires no row triggers: emptying a table counts too.
CREATE TRIGGER project_list_truncate AFTER TRUNCATE ON project
  FOR EACH STATEMENT EXECUTE FUNCTION note_list_change();
CREATE TRIGGER milestone_list_truncate AFTER TRUNCATE ON milestone
  FOR EACH STATEMENT EXECUTE FUNCTION note_list_change();
CREATE TRIGGER organisation_domain_list_truncate AFTER TRUNCATE ON organisation_domain
  FOR EACH STATEMENT EXECUTE FUNCTION note_list_change();
