-- CreateEnum
CREATE TYPE "AlertFrequency" AS ENUM ('weekly', 'immediate');

-- CreateTable
CREATE TABLE "saved_search" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "frequency" "AlertFrequency" NOT NULL,
    "criteria" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "next_due_at" TIMESTAMP(3) NOT NULL,
    "last_sent_at" TIMESTAMP(3),
    "stopped_at" TIMESTAMP(3),
    "stopped_reason" VARCHAR(40),

    CONSTRAINT "saved_search_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_search_milestone" (
    "saved_search_id" INTEGER NOT NULL,
    "milestone_id" INTEGER NOT NULL,
    "mail_id" INTEGER,
    "recorded_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_search_milestone_pkey" PRIMARY KEY ("saved_search_id","milestone_id")
);

-- CreateIndex
CREATE INDEX "saved_search_account_id_idx" ON "saved_search"("account_id");

-- CreateIndex
CREATE INDEX "saved_search_next_due_at_idx" ON "saved_search"("next_due_at");

-- CreateIndex
CREATE INDEX "saved_search_milestone_milestone_id_idx" ON "saved_search_milestone"("milestone_id");

-- CreateIndex
CREATE INDEX "mail_recipient_id_idx" ON "mail"("recipient", "id");

-- AddForeignKey
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_search_milestone" ADD CONSTRAINT "saved_search_milestone_saved_search_id_fkey" FOREIGN KEY ("saved_search_id") REFERENCES "saved_search"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_search_milestone" ADD CONSTRAINT "saved_search_milestone_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;
