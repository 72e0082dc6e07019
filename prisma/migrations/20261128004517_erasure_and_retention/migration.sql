-- AlterTable
ALTER TABLE "account" ADD COLUMN     "inactivity_warned_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "person" ADD COLUMN     "erased_at" TIMESTAMP(3);
