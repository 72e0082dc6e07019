-- One store for short-lived ceremony state (lib/auth/ceremony-store.ts): passkey challenges and
-- the TOTP offer (webauthn_challenge), provider sign-in flows (oidc_flow) and pending provider
-- links (oidc_pending_link) become kinds of ceremony_state. Their rows live for minutes and are
-- not carried over: a ceremony in flight while this runs starts again.
--
-- The new table comes first and the old ones go after it: a start that finds this migration
-- begun but not marked finished tells whether it committed by running it again in a transaction
-- it rolls back (scripts/lib/interrupted-migrations.ts), and only "already exists" from the
-- first statement says so.

-- CreateTable
CREATE TABLE "ceremony_state" (
    "id" VARCHAR(64) NOT NULL,
    "session_hash" VARCHAR(64) NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "account_id" INTEGER,
    "provider_id" INTEGER,
    "value" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ceremony_state_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ceremony_state_session_hash_kind_idx" ON "ceremony_state"("session_hash", "kind");

-- CreateIndex
CREATE INDEX "ceremony_state_expires_at_idx" ON "ceremony_state"("expires_at");

-- CreateIndex
CREATE INDEX "ceremony_state_provider_id_idx" ON "ceremony_state"("provider_id");

-- CreateIndex
CREATE INDEX "ceremony_state_account_id_idx" ON "ceremony_state"("account_id");

-- AddForeignKey
ALTER TABLE "ceremony_state" ADD CONSTRAINT "ceremony_state_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropForeignKey
ALTER TABLE "oidc_flow" DROP CONSTRAINT "oidc_flow_provider_id_fkey";

-- DropForeignKey
ALTER TABLE "oidc_pending_link" DROP CONSTRAINT "oidc_pending_link_provider_id_fkey";

-- DropTable
DROP TABLE "oidc_flow";

-- DropTable
DROP TABLE "oidc_pending_link";

-- DropTable
DROP TABLE "webauthn_challenge";
