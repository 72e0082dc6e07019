-- CreateEnum
CREATE TYPE "DataExportStatus" AS ENUM ('pending', 'ready', 'failed');

-- CreateTable
CREATE TABLE "data_export" (
    "id" SERIAL NOT NULL,
    "subject" VARCHAR(40) NOT NULL,
    "account_id" INTEGER,
    "person_id" INTEGER,
    "requested_by_id" INTEGER NOT NULL,
    "status" "DataExportStatus" NOT NULL DEFAULT 'pending',
    "pending_marker" BOOLEAN DEFAULT true,
    "bytes" BYTEA,
    "size" INTEGER,
    "token_hash" VARCHAR(64),
    "token_sealed" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "ready_at" TIMESTAMP(3),
    "expires_at" TIMESTAMP(3),
    "downloaded_at" TIMESTAMP(3),

    CONSTRAINT "data_export_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_export_account_id_idx" ON "data_export"("account_id");

-- CreateIndex
CREATE INDEX "data_export_person_id_idx" ON "data_export"("person_id");

-- CreateIndex
CREATE INDEX "data_export_expires_at_idx" ON "data_export"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "data_export_requested_by_id_subject_pending_marker_key" ON "data_export"("requested_by_id", "subject", "pending_marker");

-- AddForeignKey
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
