-- CreateEnum
CREATE TYPE "InterestStatus" AS ENUM ('open', 'accepted', 'declined', 'withdrawn');

-- CreateTable
CREATE TABLE "interest_request" (
    "id" SERIAL NOT NULL,
    "milestone_id" INTEGER NOT NULL,
    "email" CITEXT NOT NULL,
    "account_id" INTEGER,
    "organisation_id" INTEGER,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "stage" VARCHAR(20) NOT NULL,
    "message" VARCHAR(1000) NOT NULL DEFAULT '',
    "status" "InterestStatus" NOT NULL DEFAULT 'open',
    "open_marker" BOOLEAN DEFAULT true,
    "role_id" INTEGER,
    "decision_message" VARCHAR(1000) NOT NULL DEFAULT '',
    "decided_by_account_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "interest_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "interest_request_email_created_at_idx" ON "interest_request"("email", "created_at");

-- CreateIndex
CREATE INDEX "interest_request_milestone_id_status_idx" ON "interest_request"("milestone_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "interest_request_milestone_id_email_open_marker_key" ON "interest_request"("milestone_id", "email", "open_marker");

-- AddForeignKey
ALTER TABLE "interest_request" ADD CONSTRAINT "interest_request_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interest_request" ADD CONSTRAINT "interest_request_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interest_request" ADD CONSTRAINT "interest_request_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interest_request" ADD CONSTRAINT "interest_request_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "milestone_role"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interest_request" ADD CONSTRAINT "interest_request_decided_by_account_id_fkey" FOREIGN KEY ("decided_by_account_id") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE CASCADE;
