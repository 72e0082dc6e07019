-- AlterTable
ALTER TABLE "milestone_role_history" ADD COLUMN     "joined" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "project_role_history" ADD COLUMN     "joined" BOOLEAN NOT NULL DEFAULT false;
