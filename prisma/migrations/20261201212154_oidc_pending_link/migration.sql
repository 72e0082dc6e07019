-- CreateTable
CREATE TABLE "oidc_pending_link" (
    "session_hash" VARCHAR(64) NOT NULL,
    "account_id" INTEGER NOT NULL,
    "provider_id" INTEGER NOT NULL,
    "issuer" VARCHAR(500) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "email" CITEXT NOT NULL,
    "mfa_at_provider" BOOLEAN NOT NULL,
    "return_to" VARCHAR(200),
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "oidc_pending_link_pkey" PRIMARY KEY ("session_hash")
);

-- CreateIndex
CREATE INDEX "oidc_pending_link_expires_at_idx" ON "oidc_pending_link"("expires_at");

-- AddForeignKey
ALTER TABLE "oidc_pending_link" ADD CONSTRAINT "oidc_pending_link_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE CASCADE;
