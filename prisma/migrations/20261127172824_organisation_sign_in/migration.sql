-- CreateEnum
CREATE TYPE "IdentityProviderKind" AS ENUM ('generic', 'entra');

-- CreateEnum
CREATE TYPE "FirstSignIn" AS ENUM ('account', 'visitor');

-- AlterTable
ALTER TABLE "session" ADD COLUMN     "identity_provider_id" INTEGER;

-- CreateTable
CREATE TABLE "identity_provider" (
    "id" SERIAL NOT NULL,
    "organisation_id" INTEGER NOT NULL,
    "kind" "IdentityProviderKind" NOT NULL DEFAULT 'generic',
    "issuer" VARCHAR(500) NOT NULL,
    "client_id" VARCHAR(300) NOT NULL,
    "client_secret" TEXT NOT NULL,
    "tenant_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "first_sign_in" "FirstSignIn" NOT NULL DEFAULT 'account',
    "only_through_provider" BOOLEAN NOT NULL DEFAULT false,
    "enforces_mfa" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "last_tested_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "identity_provider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_identity" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "provider_id" INTEGER NOT NULL,
    "issuer" VARCHAR(500) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "linked_by" VARCHAR(20) NOT NULL,
    "email" CITEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "account_identity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oidc_flow" (
    "id" VARCHAR(64) NOT NULL,
    "session_hash" VARCHAR(64) NOT NULL,
    "provider_id" INTEGER NOT NULL,
    "purpose" VARCHAR(10) NOT NULL,
    "account_id" INTEGER,
    "nonce" VARCHAR(100) NOT NULL,
    "code_verifier" VARCHAR(200) NOT NULL,
    "return_to" VARCHAR(200),
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "oidc_flow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "identity_provider_organisation_id_key" ON "identity_provider"("organisation_id");

-- CreateIndex
CREATE INDEX "account_identity_account_id_idx" ON "account_identity"("account_id");

-- CreateIndex
CREATE INDEX "account_identity_provider_id_idx" ON "account_identity"("provider_id");

-- CreateIndex
CREATE UNIQUE INDEX "account_identity_issuer_subject_key" ON "account_identity"("issuer", "subject");

-- CreateIndex
CREATE INDEX "oidc_flow_expires_at_idx" ON "oidc_flow"("expires_at");

-- CreateIndex
CREATE INDEX "session_identity_provider_id_idx" ON "session"("identity_provider_id");

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_identity_provider_id_fkey" FOREIGN KEY ("identity_provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_provider" ADD CONSTRAINT "identity_provider_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_identity" ADD CONSTRAINT "account_identity_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_identity" ADD CONSTRAINT "account_identity_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oidc_flow" ADD CONSTRAINT "oidc_flow_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;
