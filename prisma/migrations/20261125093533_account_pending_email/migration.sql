-- AlterTable
ALTER TABLE "account" ADD COLUMN     "pending_email" CITEXT;
