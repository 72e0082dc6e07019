-- AlterTable
ALTER TABLE "mail" ADD COLUMN     "lease_until" TIMESTAMP(3),
ADD COLUMN     "refused" BOOLEAN NOT NULL DEFAULT false;
