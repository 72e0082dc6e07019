-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "citext";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- CreateEnum
CREATE TYPE "Taxonomy" AS ENUM ('eml', 'rcoa');

-- CreateEnum
CREATE TYPE "SessionStage" AS ENUM ('pending_2fa', 'active');

-- CreateEnum
CREATE TYPE "VerificationPurpose" AS ENUM ('login', 'password_reset', 'email_verify', 'set_password');

-- CreateTable
CREATE TABLE "status" (
    "id" INTEGER NOT NULL,
    "description" VARCHAR(100) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "retired" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "looking_for" (
    "id" INTEGER NOT NULL,
    "description" VARCHAR(100) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "retired" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "looking_for_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "domain" (
    "id" SERIAL NOT NULL,
    "taxonomy" "Taxonomy" NOT NULL,
    "description" VARCHAR(200) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "retired" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "domain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_role" (
    "id" SERIAL NOT NULL,
    "description" VARCHAR(100) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "retired" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "project_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestone_role" (
    "id" SERIAL NOT NULL,
    "description" VARCHAR(100) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "retired" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "milestone_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project" (
    "id" SERIAL NOT NULL,
    "short_description" VARCHAR(200) NOT NULL,
    "long_description" VARCHAR(4000) NOT NULL,
    "start_date" DATE NOT NULL,
    "expected_completion_date" DATE,
    "status_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_domain" (
    "project_id" INTEGER NOT NULL,
    "domain_id" INTEGER NOT NULL,

    CONSTRAINT "project_domain_pkey" PRIMARY KEY ("project_id","domain_id")
);

-- CreateTable
CREATE TABLE "project_person" (
    "project_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "project_person_pkey" PRIMARY KEY ("project_id","person_id")
);

-- CreateTable
CREATE TABLE "milestone" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "description" VARCHAR(4000) NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "status_id" INTEGER NOT NULL,
    "looking_for_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "milestone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestone_domain" (
    "milestone_id" INTEGER NOT NULL,
    "domain_id" INTEGER NOT NULL,

    CONSTRAINT "milestone_domain_pkey" PRIMARY KEY ("milestone_id","domain_id")
);

-- CreateTable
CREATE TABLE "milestone_person" (
    "milestone_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "milestone_person_pkey" PRIMARY KEY ("milestone_id","person_id")
);

-- CreateTable
CREATE TABLE "person" (
    "id" SERIAL NOT NULL,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "email" CITEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organisation" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organisation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organisation_domain" (
    "domain" CITEXT NOT NULL,
    "organisation_id" INTEGER NOT NULL,

    CONSTRAINT "organisation_domain_pkey" PRIMARY KEY ("domain")
);

-- CreateTable
CREATE TABLE "share_link" (
    "id" SERIAL NOT NULL,
    "organisation_id" INTEGER NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "label" VARCHAR(200) NOT NULL DEFAULT '',
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "last_used_at" TIMESTAMP(3),
    "use_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "share_link_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account" (
    "id" SERIAL NOT NULL,
    "username" CITEXT NOT NULL,
    "password_hash" TEXT,
    "email" CITEXT NOT NULL,
    "email_verified" INTEGER NOT NULL DEFAULT 0,
    "verification_email_sent_at" TIMESTAMP(3),
    "level" INTEGER NOT NULL DEFAULT 3,
    "totp_secret" TEXT,
    "totp_last_step" BIGINT,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "person_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sign_in_at" TIMESTAMP(3),
    "password_changed_at" TIMESTAMP(3),

    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "passkey" (
    "id" VARCHAR(1024) NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL DEFAULT 'Passkey',
    "public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "device_type" VARCHAR(32) NOT NULL DEFAULT 'singleDevice',
    "backed_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "passkey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" VARCHAR(64) NOT NULL,
    "account_id" INTEGER,
    "organisation_id" INTEGER,
    "email" CITEXT,
    "level" INTEGER NOT NULL,
    "stage" "SessionStage" NOT NULL DEFAULT 'active',
    "redirect_to" VARCHAR(200),
    "remember" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "authenticated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "user_agent" VARCHAR(300),

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification" (
    "id" SERIAL NOT NULL,
    "purpose" "VerificationPurpose" NOT NULL,
    "email" CITEXT NOT NULL,
    "account_id" INTEGER,
    "organisation_id" INTEGER,
    "code_hash" VARCHAR(64) NOT NULL,
    "link_hash" VARCHAR(64),
    "browser_hash" VARCHAR(64),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "consumed_at" TIMESTAMP(3),

    CONSTRAINT "verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webauthn_challenge" (
    "id" VARCHAR(64) NOT NULL,
    "session_hash" VARCHAR(64) NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "account_id" INTEGER,
    "challenge" VARCHAR(200) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webauthn_challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit" (
    "key" VARCHAR(300) NOT NULL,
    "window_start" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_pkey" PRIMARY KEY ("key","window_start")
);

-- CreateTable
CREATE TABLE "activity_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "account_id" INTEGER,
    "actor_name" VARCHAR(200) NOT NULL,
    "action" VARCHAR(50) NOT NULL,
    "entity_type" VARCHAR(30) NOT NULL,
    "entity_id" INTEGER,
    "project_id" INTEGER,
    "person_id" INTEGER,
    "summary" VARCHAR(500) NOT NULL DEFAULT '',
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "activity_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "domain_taxonomy_description_key" ON "domain"("taxonomy", "description");

-- CreateIndex
CREATE INDEX "project_status_id_idx" ON "project"("status_id");

-- CreateIndex
CREATE INDEX "project_start_date_idx" ON "project"("start_date");

-- CreateIndex
CREATE INDEX "project_search_text_trgm_idx" ON "project" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_domain_domain_id_idx" ON "project_domain"("domain_id");

-- CreateIndex
CREATE INDEX "project_person_person_id_idx" ON "project_person"("person_id");

-- CreateIndex
CREATE INDEX "project_person_role_id_idx" ON "project_person"("role_id");

-- CreateIndex
CREATE INDEX "milestone_project_id_start_date_idx" ON "milestone"("project_id", "start_date");

-- CreateIndex
CREATE INDEX "milestone_status_id_idx" ON "milestone"("status_id");

-- CreateIndex
CREATE INDEX "milestone_looking_for_id_idx" ON "milestone"("looking_for_id");

-- CreateIndex
CREATE INDEX "milestone_domain_domain_id_idx" ON "milestone_domain"("domain_id");

-- CreateIndex
CREATE INDEX "milestone_person_person_id_idx" ON "milestone_person"("person_id");

-- CreateIndex
CREATE INDEX "milestone_person_role_id_idx" ON "milestone_person"("role_id");

-- CreateIndex
CREATE INDEX "person_email_idx" ON "person"("email");

-- CreateIndex
CREATE INDEX "person_last_name_first_name_idx" ON "person"("last_name", "first_name");

-- CreateIndex
CREATE UNIQUE INDEX "organisation_name_key" ON "organisation"("name");

-- CreateIndex
CREATE INDEX "organisation_domain_organisation_id_idx" ON "organisation_domain"("organisation_id");

-- CreateIndex
CREATE UNIQUE INDEX "share_link_token_hash_key" ON "share_link"("token_hash");

-- CreateIndex
CREATE INDEX "share_link_organisation_id_idx" ON "share_link"("organisation_id");

-- CreateIndex
CREATE UNIQUE INDEX "account_username_key" ON "account"("username");

-- CreateIndex
CREATE UNIQUE INDEX "account_email_key" ON "account"("email");

-- CreateIndex
CREATE INDEX "account_person_id_idx" ON "account"("person_id");

-- CreateIndex
CREATE INDEX "passkey_account_id_idx" ON "passkey"("account_id");

-- CreateIndex
CREATE INDEX "session_account_id_idx" ON "session"("account_id");

-- CreateIndex
CREATE INDEX "session_expires_at_idx" ON "session"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "verification_link_hash_key" ON "verification"("link_hash");

-- CreateIndex
CREATE INDEX "verification_purpose_email_idx" ON "verification"("purpose", "email");

-- CreateIndex
CREATE INDEX "webauthn_challenge_session_hash_idx" ON "webauthn_challenge"("session_hash");

-- CreateIndex
CREATE INDEX "rate_limit_expires_at_idx" ON "rate_limit"("expires_at");

-- CreateIndex
CREATE INDEX "activity_log_at_idx" ON "activity_log"("at");

-- CreateIndex
CREATE INDEX "activity_log_project_id_at_idx" ON "activity_log"("project_id", "at");

-- CreateIndex
CREATE INDEX "activity_log_person_id_at_idx" ON "activity_log"("person_id", "at");

-- CreateIndex
CREATE INDEX "activity_log_entity_type_entity_id_idx" ON "activity_log"("entity_type", "entity_id");

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_status_id_fkey" FOREIGN KEY ("status_id") REFERENCES "status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_domain" ADD CONSTRAINT "project_domain_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_domain" ADD CONSTRAINT "project_domain_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_person" ADD CONSTRAINT "project_person_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_person" ADD CONSTRAINT "project_person_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_person" ADD CONSTRAINT "project_person_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "project_role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_status_id_fkey" FOREIGN KEY ("status_id") REFERENCES "status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_looking_for_id_fkey" FOREIGN KEY ("looking_for_id") REFERENCES "looking_for"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_domain" ADD CONSTRAINT "milestone_domain_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_domain" ADD CONSTRAINT "milestone_domain_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_person" ADD CONSTRAINT "milestone_person_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_person" ADD CONSTRAINT "milestone_person_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_person" ADD CONSTRAINT "milestone_person_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "milestone_role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organisation_domain" ADD CONSTRAINT "organisation_domain_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account" ADD CONSTRAINT "account_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "passkey" ADD CONSTRAINT "passkey_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification" ADD CONSTRAINT "verification_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE CASCADE;
