import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { MailStatus } from "@/lib/generated/prisma/client";
import { logEvent } from "@/lib/log";
import type { MailCategory, MailContent } from "./mail";
import { openBody } from "./mail-body";
import { maskSecrets } from "./no-secrets";
import { addressRefused } from "./refused-address";
import { optedOut } from "./unsubscribe/opted-out";
import { unsubscribeUrl } from "./unsubscribe/token";
import { MailNotSentError, sendMail } from "./send-mail";

// The one way a mail leaves: the request that sends a code at once and the worker that sends
// everything else both come here. No database connection is held while the mail server is
// talked to (a hanging server would otherwise hold the pool):
//   1. claim: one conditional UPDATE gives this sender a lease on the queued mail; while it
//      lasts nobody else sends it (a request and a worker, two workers, a retry);
//   2. send, with no connection and no transaction, bounded by `signal`;
//   3. record the outcome in one more statement, which also ends the lease.
// A sender that dies between 1 and 3 leaves the lease to lapse; the mail is due again then
// (at least once: had the server accepted it before the death, it goes twice, with the same
// Message-ID; docs/operations.md says what an operator sees).

/** A worker's try: SMTP's own timeouts (send-mail.ts) are cut at 40 s; the lease outlasts it. */
export const WORKER_SEND_MS = 40_000;
const WORKER_LEASE_MS = 50_000;
/** A request's try is cut at 10 s (send-mail-now.ts); its lease lasts a little longer. */
const REQUEST_LEASE_MS = 30_000;

export type DeliveryOutcome =
  | { status: "sent" }
  | { status: "already"; current: MailStatus }
  /** Another sender holds the mail's lease now: try again once it has lapsed. */
  | { status: "leased"; until: Date }
  | { status: "not_sent"; error: string; final: boolean; permanent: boolean };

export type DeliveryOptions = {
  /** The content when it is not stored (a code: only the request that made it has it). */
  content?: MailContent;
  /** This try is the last: a failure fails the mail (`failed`, or `cancelled` for `cancel`). */
  last?: "fail" | "cancel";
  /** Ends the try (the SMTP connection is closed); a worker's try ends after WORKER_SEND_MS. */
  signal?: AbortSignal;
};

type ClaimedRow = {
  id: number;
  kind: string;
  category: string | null;
  recipient: string;
  subject: string;
  body: string | null;
  body_sealed: boolean;
  message_id: string;
  lease_until: Date;
};

/** Step 1: the lease, or why there is none. */
async function claim(id: number, leaseMs: number): Promise<ClaimedRow | Exclude<DeliveryOutcome, { status: "sent" | "not_sent" }>> {
  const now = clock.now();
  const [row] = await db.$queryRaw<ClaimedRow[]>`
    UPDATE mail SET lease_until = ${new Date(now.getTime() + leaseMs)}, last_tried_at = ${now}
     WHERE id = ${id} AND status = 'queued' AND (lease_until IS NULL OR lease_until <= ${now})
    RETURNING id, kind, category, recipient::text AS recipient, subject, body, body_sealed, message_id, lease_until`;
  if (row) return row;
  const current = await db.mail.findUnique({ where: { id }, select: { status: true, leaseUntil: true } });
  if (!current) return { status: "already", current: "cancelled" };
  if (current.status === "queued" && current.leaseUntil) return { status: "leased", until: current.leaseUntil };
  return { status: "already", current: current.status };
}

type Settlement = { status: MailStatus; lastError: string | null; tried: boolean; refused?: boolean };

/**
 * Step 3: the outcome, in one statement. "Sent" is recorded even if this sender's lease lapsed
 * meanwhile (the mail did go); anything else only while the lease is still this sender's, so a
 * slow sender's failure never overwrites the try of the one that took the mail over.
 */
async function settle(row: ClaimedRow, outcome: Settlement): Promise<boolean> {
  const now = clock.now();
  const moved = await db.mail.updateMany({
    where: outcome.status === "sent" ? { id: row.id, status: "queued" } : { id: row.id, status: "queued", leaseUntil: row.lease_until },
    data: {
      status: outcome.status,
      lastError: outcome.lastError,
      leaseUntil: null,
      ...(outcome.tried ? { attempts: { increment: 1 } } : {}),
      ...(outcome.status === "sent" ? { sentAt: now } : {}),
      ...(outcome.refused ? { refused: true } : {}),
    },
  });
  return moved.count === 1;
}

/** Gives the lease back without a try (an error of ours, not the mail server's). */
async function release(row: ClaimedRow): Promise<void> {
  await db.mail.updateMany({ where: { id: row.id, leaseUntil: row.lease_until }, data: { leaseUntil: null } });
}

/** What stops a claimed mail from going at all, as the status and reason it is settled with. */
async function reasonNotToSend(row: ClaimedRow, content: MailContent | null): Promise<Settlement | null> {
  const category = row.category as MailCategory | null;
  if (category && (await optedOut(db, row.recipient, category))) {
    return { status: "cancelled", lastError: "The recipient unsubscribed.", tried: false };
  }
  if (category) {
    const refusal = await addressRefused(row.recipient);
    if (refusal) return { status: "cancelled", lastError: `Not sent: the mail server refused this address for good (${refusal})`.slice(0, 500), tried: false };
  }
  if (!content) {
    // A code mail whose request ended before sending it (its code lived only there), or a
    // sealed body whose key is gone: nothing can be sent.
    return row.body
      ? { status: "failed", lastError: "The stored content could not be read (was ENCRYPTION_KEY changed?).", tried: false }
      : { status: "cancelled", lastError: "Not sent: its code was not kept.", tried: false };
  }
  return null;
}

export async function deliverMail(id: number, options: DeliveryOptions = {}): Promise<DeliveryOutcome> {
  const fromRequest = !!options.content;
  const claimed = await claim(id, fromRequest ? REQUEST_LEASE_MS : WORKER_LEASE_MS);
  if ("status" in claimed) return claimed;
  const row = claimed;
  let content: MailContent | null;
  try {
    content = options.content ?? openBody({ body: row.body, bodySealed: row.body_sealed });
    const reason = await reasonNotToSend(row, content);
    if (reason) {
      await settle(row, reason);
      return { status: "already", current: reason.status };
    }
  } catch (error) {
    await release(row).catch(() => undefined);
    throw error;
  }
  const category = row.category as MailCategory | null;
  try {
    await sendMail({ to: row.recipient, subject: row.subject, ...content! }, row.kind, {
      messageId: row.message_id,
      unsubscribeUrl: category ? unsubscribeUrl({ email: row.recipient, category }) : undefined,
    }, { signal: options.signal ?? AbortSignal.timeout(WORKER_SEND_MS) });
  } catch (error) {
    if (!(error instanceof MailNotSentError)) {
      await release(row).catch(() => undefined);
      throw error;
    }
    // The server's answer is shown in the admin's Mail tab: never with this mail's code or link.
    const message = maskSecrets(error.message, [content!.code, content!.link]).slice(0, 500);
    // A refusal for good is not tried again, whoever sent it: failed at once, for the admin.
    const status = error.permanent ? "failed" : options.last === "cancel" ? "cancelled" : options.last === "fail" ? "failed" : "queued";
    await settle(row, { status, lastError: message, tried: true, refused: error.permanent });
    if (error.permanent) logEvent("mail.refused", { mailId: id, kind: row.kind });
    return { status: "not_sent", error: message, final: status !== "queued", permanent: error.permanent };
  }
  await settle(row, { status: "sent", lastError: null, tried: true });
  logEvent("mail.delivered", { mailId: id, kind: row.kind });
  return { status: "sent" };
}
