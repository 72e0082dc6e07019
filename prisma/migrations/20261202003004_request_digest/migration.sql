-- Editors and admins hear of new requests to join milestones once a day, in a digest they can turn
-- off, instead of one mail per request (docs/product.md#interest-requests). Only additions: the
-- first statement meets "already exists" when the script has committed before.

-- AlterTable
ALTER TABLE "account" ADD COLUMN     "request_digest" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "interest_request" ADD COLUMN     "editors_told_at" TIMESTAMP(3);

-- Every request asked before this was mailed to editors and admins at once: no digest repeats it.
UPDATE "interest_request" SET "editors_told_at" = "created_at";
