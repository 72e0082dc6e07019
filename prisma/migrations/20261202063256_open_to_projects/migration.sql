-- "Open to projects" (docs/product.md#open-to-projects): a member's opt-in to be found by the deciders
-- of milestones looking for people, one row per account with its domains, gone with the account.
-- Only additions.

-- CreateTable
CREATE TABLE "open_to_projects" (
    "account_id" INTEGER NOT NULL,
    "stage" VARCHAR(20) NOT NULL,
    "organisation_id" INTEGER,
    "note" VARCHAR(500) NOT NULL DEFAULT '',
    "until" DATE NOT NULL,
    "renewal_asked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "open_to_projects_pkey" PRIMARY KEY ("account_id")
);

-- CreateTable
CREATE TABLE "open_to_projects_domain" (
    "account_id" INTEGER NOT NULL,
    "domain_id" INTEGER NOT NULL,

    CONSTRAINT "open_to_projects_domain_pkey" PRIMARY KEY ("account_id","domain_id")
);

-- CreateIndex
CREATE INDEX "open_to_projects_until_idx" ON "open_to_projects"("until");

-- CreateIndex
CREATE INDEX "open_to_projects_domain_domain_id_idx" ON "open_to_projects_domain"("domain_id");

-- AddForeignKey
ALTER TABLE "open_to_projects" ADD CONSTRAINT "open_to_projects_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "open_to_projects" ADD CONSTRAINT "open_to_projects_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "open_to_projects_domain" ADD CONSTRAINT "open_to_projects_domain_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "open_to_projects"("account_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "open_to_projects_domain" ADD CONSTRAINT "open_to_projects_domain_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE CASCADE ON UPDATE CASCADE;
