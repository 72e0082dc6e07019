import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { clock } from "@/lib/clock";
import { QUEUE_SCHEMA } from "@/lib/jobs/queues";
import { openBody } from "@/lib/mail/mail-body";
import { FORMER_MEMBER } from "./messages";
import { mentions, rewritten, type Needle } from "./needles";

// Every row outside the person's own that can hold their name or address, rewritten in the
// erasure's transaction (the list and why each column: docs/decisions/036-erasure-and-retention.md).
// `general` (full name, addresses) applies to every row; `own` (those and the usernames, and the
// first and last name alone) only to rows about the person themself, where a lone first name is
// theirs and not someone else's.

export type Erased = {
  personId: number;
  accountIds: number[];
  /** lower-cased */
  addresses: string[];
  token: string;
  /** "Former member <token>" and the address it stands for */
  name: string;
  address: string;
  general: Needle[];
  own: Needle[];
};

const text = (column: string) => Prisma.raw(column);
/** `column` is one of the erased addresses (compared lower-cased, as citext would). */
const isTheirs = (column: string, e: Erased) => Prisma.sql`lower(${Prisma.raw(column)}::text) = ANY (${e.addresses}::text[])`;
const jsonText = (column: string) => Prisma.raw(`${column}::text`);

/** The activity log: who acted, the one-line summary, the before and after copies. */
async function activity(tx: Tx, e: Erased): Promise<void> {
  const ids = e.accountIds.length ? e.accountIds : [0];
  // Entries about the person or their accounts (those made by the accounts get the new actor name).
  const aboutThem = Prisma.sql`(person_id = ${e.personId}
      OR (entity_type = 'person' AND entity_id = ${e.personId})
      OR (entity_type = 'account' AND entity_id IN (${Prisma.join(ids)})))`;
  await tx.$executeRaw`
    UPDATE activity_log
       SET summary = ${rewritten(text("summary"), e.own, 500)},
           actor_name = ${rewritten(text("actor_name"), e.own, 200)},
           before = ${rewritten(jsonText("before"), e.own)}::jsonb,
           after = ${rewritten(jsonText("after"), e.own)}::jsonb
     WHERE ${aboutThem}`;
  await tx.$executeRaw`UPDATE activity_log SET actor_name = ${e.name} WHERE account_id IN (${Prisma.join(ids)})`;
  const any = Prisma.sql`(${mentions(text("summary"), e.general)} OR ${mentions(text("actor_name"), e.general)}
      OR ${mentions(jsonText("before"), e.general)} OR ${mentions(jsonText("after"), e.general)})`;
  await tx.$executeRaw`
    UPDATE activity_log
       SET summary = ${rewritten(text("summary"), e.general, 500)},
           actor_name = ${rewritten(text("actor_name"), e.general, 200)},
           before = ${rewritten(jsonText("before"), e.general)}::jsonb,
           after = ${rewritten(jsonText("after"), e.general)}::jsonb
     WHERE ${any}`;
}

/** Their requests to join a milestone keep their history under the token; their own message goes. */
async function interest(tx: Tx, e: Erased): Promise<void> {
  const ids = e.accountIds.length ? e.accountIds : [0];
  const theirs = Prisma.sql`(${isTheirs("email", e)} OR account_id IN (${Prisma.join(ids)}))`;
  await tx.$executeRaw`
    UPDATE interest_request SET status = 'withdrawn', closed_at = ${clock.now()}, open_marker = NULL
     WHERE ${theirs} AND status = 'open'`;
  await tx.$executeRaw`
    UPDATE interest_request
       SET first_name = ${FORMER_MEMBER}, last_name = ${e.token},
           email = ${e.address}, message = '',
           decision_message = ${rewritten(text("decision_message"), e.own, 1000)}
     WHERE ${theirs}`;
  await tx.$executeRaw`
    UPDATE interest_request
       SET message = ${rewritten(text("message"), e.general, 1000)}, decision_message = ${rewritten(text("decision_message"), e.general, 1000)}
     WHERE ${mentions(text("message"), e.general)} OR ${mentions(text("decision_message"), e.general)}`;
}

/**
 * Mail to them, and mail that names them (a lead's "Jane Smith would like to join…", which also
 * quotes their message), keeps its row for the Mail tab under the token, without its body: the
 * body is kept only to send again, and nothing about an erased person is sent again.
 */
async function mail(tx: Tx, e: Erased): Promise<void> {
  const sealed = await sealedBodiesNaming(tx, e);
  await tx.$executeRaw`
    UPDATE mail
       SET recipient = CASE WHEN ${isTheirs("recipient", e)} THEN ${e.address}::citext ELSE recipient END,
           subject = ${rewritten(text("subject"), e.own, 300)},
           last_error = ${rewritten(text("last_error"), e.own, 500)},
           body = NULL, body_sealed = false,
           status = CASE WHEN status = 'queued' THEN 'cancelled'::"MailStatus" ELSE status END
     WHERE ${isTheirs("recipient", e)} OR ${mentions(text("subject"), e.general)}
        OR (NOT body_sealed AND ${mentions(text("body"), e.general)}) OR id = ANY (${sealed}::int[])`;
}

/** Sealed bodies (they carry a link) are read only here, in the process that holds the key. */
async function sealedBodiesNaming(tx: Tx, e: Erased): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number; body: string }[]>`SELECT id, body FROM mail WHERE body_sealed AND body IS NOT NULL`;
  const named = (content: string) => e.general.some((n) => content.toLowerCase().includes(n.find.toLowerCase()));
  return rows.filter((r) => {
    const content = openBody({ body: r.body, bodySealed: true });
    return content !== null && named(`${content.text}\n${content.html}\n${content.link ?? ""}`);
  }).map((r) => r.id);
}

/** The files an editor uploaded to import (their cells, as read and corrected). */
async function importBatches(tx: Tx, e: Erased): Promise<void> {
  await tx.$executeRaw`
    UPDATE import_batch
       SET file_name = ${rewritten(text("file_name"), e.general, 255)},
           headers = ${rewritten(jsonText("headers"), e.general)}::jsonb,
           rows = ${rewritten(jsonText("rows"), e.general)}::jsonb
     WHERE ${mentions(text("file_name"), e.general)} OR ${mentions(jsonText("headers"), e.general)} OR ${mentions(jsonText("rows"), e.general)}`;
}

/** The job queue's own rows: a job's payload and the error its last try stored, and the queue's warnings. */
async function jobs(tx: Tx, e: Erased): Promise<void> {
  const job = Prisma.raw(`${QUEUE_SCHEMA}.job`);
  const warning = Prisma.raw(`${QUEUE_SCHEMA}.warning`);
  await tx.$executeRaw`
    UPDATE ${job}
       SET data = ${rewritten(jsonText("data"), e.general)}::jsonb, output = ${rewritten(jsonText("output"), e.general)}::jsonb
     WHERE ${mentions(jsonText("data"), e.general)} OR ${mentions(jsonText("output"), e.general)}`;
  await tx.$executeRaw`
    UPDATE ${warning}
       SET message = ${rewritten(text("message"), e.general)}, data = ${rewritten(jsonText("data"), e.general)}::jsonb
     WHERE ${mentions(text("message"), e.general)} OR ${mentions(jsonText("data"), e.general)}`;
}

/** Their saved searches go with their accounts; another member's that searches for them by name is rewritten. */
async function savedSearches(tx: Tx, e: Erased): Promise<void> {
  await tx.$executeRaw`
    UPDATE saved_search
       SET name = ${rewritten(text("name"), e.general, 80)}, criteria = ${rewritten(jsonText("criteria"), e.general)}::jsonb
     WHERE ${mentions(text("name"), e.general)} OR ${mentions(jsonText("criteria"), e.general)}`;
}

/** What was kept only for their sign-in or their mail: codes, visitor sessions, opt-outs, counters. */
async function signInTraces(tx: Tx, e: Erased): Promise<void> {
  await tx.$executeRaw`DELETE FROM session WHERE ${isTheirs("email", e)}`;
  await tx.$executeRaw`DELETE FROM verification WHERE ${isTheirs("email", e)}`;
  await tx.$executeRaw`DELETE FROM mail_opt_out WHERE ${isTheirs("email", e)}`;
  await tx.$executeRaw`DELETE FROM account_identity WHERE ${isTheirs("email", e)}`;
  // Their ceremonies in flight: challenges, a TOTP offer, a provider's link waiting for proof.
  if (e.accountIds.length) await tx.$executeRaw`DELETE FROM ceremony_state WHERE account_id IN (${Prisma.join(e.accountIds)})`;
  // Rate-limit keys name the address or username they count for.
  await tx.$executeRaw`DELETE FROM rate_limit WHERE ${mentions(text("key"), e.own)}`;
  await tx.$executeRaw`UPDATE share_link SET label = ${rewritten(text("label"), e.general, 200)} WHERE ${mentions(text("label"), e.general)}`;
}

export async function rewriteMentions(tx: Tx, e: Erased): Promise<void> {
  await activity(tx, e);
  await interest(tx, e);
  await mail(tx, e);
  await savedSearches(tx, e);
  await importBatches(tx, e);
  await jobs(tx, e);
  await signInTraces(tx, e);
}
