-- AlterTable
ALTER TABLE "milestone" ADD COLUMN     "places" SMALLINT;
