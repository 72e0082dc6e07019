-- Invitations to join a milestone (docs/product.md#invitations), one open per member and milestone,
-- and the members' "don't invite me again for this project". Only additions.

-- CreateEnum
CREATE TYPE "InvitationStatus" AS ENUM ('open', 'accepted', 'declined');

-- CreateTable
CREATE TABLE "invitation" (
    "id" SERIAL NOT NULL,
    "milestone_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invited_by_id" INTEGER,
    "role_id" INTEGER NOT NULL,
    "message" VARCHAR(1000) NOT NULL DEFAULT '',
    "status" "InvitationStatus" NOT NULL DEFAULT 'open',
    "open_marker" BOOLEAN DEFAULT true,
    "answer_message" VARCHAR(1000) NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL,
    "answered_at" TIMESTAMP(3),

    CONSTRAINT "invitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invitation_block" (
    "account_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "invitation_block_pkey" PRIMARY KEY ("account_id","project_id")
);

-- CreateIndex
CREATE INDEX "invitation_account_id_status_idx" ON "invitation"("account_id", "status");

-- CreateIndex
CREATE INDEX "invitation_invited_by_id_idx" ON "invitation"("invited_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "invitation_milestone_id_account_id_open_marker_key" ON "invitation"("milestone_id", "account_id", "open_marker");

-- CreateIndex
CREATE INDEX "invitation_block_project_id_idx" ON "invitation_block"("project_id");

-- AddForeignKey
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "milestone_role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitation_block" ADD CONSTRAINT "invitation_block_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitation_block" ADD CONSTRAINT "invitation_block_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
