-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sent', 'failed', 'cancelled');

-- CreateTable
CREATE TABLE "mail" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(60) NOT NULL,
    "category" VARCHAR(40),
    "recipient" CITEXT NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" VARCHAR(500),
    "body" TEXT,
    "body_sealed" BOOLEAN NOT NULL DEFAULT false,
    "message_id" VARCHAR(200) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "queued_at" TIMESTAMP(3) NOT NULL,
    "last_tried_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "mail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_opt_out" (
    "email" CITEXT NOT NULL,
    "category" VARCHAR(40) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mail_opt_out_pkey" PRIMARY KEY ("email","category")
);

-- CreateTable
CREATE TABLE "scheduled_run" (
    "name" VARCHAR(60) NOT NULL,
    "last_run_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "scheduled_run_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "mail_message_id_key" ON "mail"("message_id");

-- CreateIndex
CREATE INDEX "mail_status_created_at_idx" ON "mail"("status", "created_at");

-- CreateIndex
CREATE INDEX "mail_sent_at_idx" ON "mail"("sent_at");
