-- AlterTable
ALTER TABLE "session" ADD COLUMN     "ip" VARCHAR(64),
ADD COLUMN     "reauthenticated_at" TIMESTAMP(3);
