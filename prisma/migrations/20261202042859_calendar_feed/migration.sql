-- A person's calendar feed of their milestones (docs/product.md#calendars): one row per account,
-- the subscription token kept only as its SHA-256, gone with the account. Only additions.

-- CreateTable
CREATE TABLE "calendar_feed" (
    "account_id" INTEGER NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "include_led" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "calendar_feed_pkey" PRIMARY KEY ("account_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feed_token_hash_key" ON "calendar_feed"("token_hash");

-- AddForeignKey
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
