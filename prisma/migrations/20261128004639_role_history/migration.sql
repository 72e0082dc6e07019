-- CreateTable
CREATE TABLE "project_role_history" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,
    "added_at" TIMESTAMP(3),
    "removed_at" TIMESTAMP(3),

    CONSTRAINT "project_role_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestone_role_history" (
    "id" SERIAL NOT NULL,
    "milestone_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,
    "added_at" TIMESTAMP(3),
    "removed_at" TIMESTAMP(3),

    CONSTRAINT "milestone_role_history_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "project_role_history_person_id_idx" ON "project_role_history"("person_id");

-- CreateIndex
CREATE INDEX "project_role_history_project_id_person_id_idx" ON "project_role_history"("project_id", "person_id");

-- CreateIndex
CREATE INDEX "project_role_history_role_id_idx" ON "project_role_history"("role_id");

-- CreateIndex
CREATE INDEX "milestone_role_history_person_id_idx" ON "milestone_role_history"("person_id");

-- CreateIndex
CREATE INDEX "milestone_role_history_milestone_id_person_id_idx" ON "milestone_role_history"("milestone_id", "person_id");

-- CreateIndex
CREATE INDEX "milestone_role_history_role_id_idx" ON "milestone_role_history"("role_id");

-- AddForeignKey
ALTER TABLE "project_role_history" ADD CONSTRAINT "project_role_history_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_role_history" ADD CONSTRAINT "project_role_history_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_role_history" ADD CONSTRAINT "project_role_history_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "project_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_role_history" ADD CONSTRAINT "milestone_role_history_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_role_history" ADD CONSTRAINT "milestone_role_history_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_role_history" ADD CONSTRAINT "milestone_role_history_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "milestone_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;
