-- AlterTable: "Available from" on being open to projects. Existing entries are available from the
-- UK day they were first saved (created_at holds UTC), as a new one that gives no day is.
ALTER TABLE "open_to_projects" ADD COLUMN     "available_from" DATE;
UPDATE "open_to_projects" SET "available_from" = (("created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/London')::date;
ALTER TABLE "open_to_projects" ALTER COLUMN "available_from" SET NOT NULL;
