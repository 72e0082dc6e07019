-- CreateEnum
CREATE TYPE "ImportBatchState" AS ENUM ('preview', 'imported', 'undone');

-- CreateTable
CREATE TABLE "import_batch" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "state" "ImportBatchState" NOT NULL DEFAULT 'preview',
    "file_name" VARCHAR(255) NOT NULL,
    "headers" JSONB NOT NULL,
    "columns" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "created" JSONB,
    "project_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL,
    "imported_at" TIMESTAMP(3),
    "undone_at" TIMESTAMP(3),

    CONSTRAINT "import_batch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "import_batch_account_id_created_at_idx" ON "import_batch"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "import_batch_created_at_idx" ON "import_batch"("created_at");
