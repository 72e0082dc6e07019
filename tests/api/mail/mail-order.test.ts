import { describe, expect, it } from "vitest";
import { queueMail } from "@/lib/mail/queue-mail";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite } from "../auth/kit";

// The order in which the worker takes due mail, on the real worker, queue and SMTP
// listener: due mail is taken oldest first, and mail never tried is not starved behind mail the
// server keeps refusing. Eighteen addresses are kept waiting at RCPT TO, then refused for now
// (451), so their mail is retried again and again and each try holds a lane for a while; new
// mail queued meanwhile must get its first try at once, in the order it was queued.

const suite = setUpAuthSuite();

/** The worker's mail lanes (lib/jobs/worker.ts: one for first tries, two for any mail). */
const LANES = 3;
/** How long the busy server keeps each try at a refused address waiting before its 451. */
const BUSY_MS = 2_000;

async function queueNotice(to: string): Promise<number> {
  return db.$transaction((tx) => queueMail(tx, { kind: "test.notice", to, subject: "A notice", text: "A notice", html: "<p>A notice</p>" }));
}

/** One at a time, each in its own transaction: each job is made after the one before. */
async function queueInOrder(addresses: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const to of addresses) ids.push(await queueNotice(to));
  return ids;
}

/** Where each address's first try (its first RCPT TO) came among `tries`. */
function firstTryRanks(tries: string[], addresses: string[]): number[] {
  const firsts = addresses.map((to) => tries.indexOf(to));
  const order = [...firsts].sort((a, b) => a - b);
  return firsts.map((at) => order.indexOf(at));
}

describe("the order in which the worker takes due mail", () => {
  it("mail queued while earlier mail is refused again and again gets its first try at once, oldest first, before those retries", { timeout: 120_000 }, async () => {
    const smtp = suite.smtp();
    const busy = Array.from({ length: 18 }, (_, i) => `busy${i}@example.org`);
    const fresh = Array.from({ length: 6 }, (_, i) => `fresh${i}@example.org`);
    for (const to of busy) smtp.deferRecipient(to, BUSY_MS);
    const firstSeen = smtp.seen.rcpt.length;
    try {
      const busyIds = await queueInOrder(busy);
      // Every busy mail was tried once and refused: from here on each is a retry, due within
      // seconds and again after every refusal, and each of its tries holds a lane for BUSY_MS.
      await waitFor("every busy mail tried once", async () => (await db.mail.count({ where: { id: { in: busyIds }, attempts: { gte: 1 } } })) === busy.length, 90_000);
      const phase1 = smtp.seen.rcpt.slice(firstSeen).map((t) => t.to);
      // Their own first tries were taken oldest first: a mail never started after one queued
      // later than it by more than the lanes running side by side.
      firstTryRanks(phase1, busy).forEach((rank, queued) => expect(Math.abs(rank - queued), `busy${queued} tried ${rank}th`).toBeLessThan(LANES));

      const marker = smtp.seen.rcpt.length;
      const freshIds = await queueInOrder(fresh);
      for (const to of fresh) await smtp.lastMailTo(to, 60_000);
      await waitFor("the new mails recorded sent", async () => (await db.mail.count({ where: { id: { in: freshIds }, status: "sent" } })) === fresh.length, 30_000);

      const tries = smtp.seen.rcpt.slice(marker).map((t) => t.to);
      const lastFirstTry = Math.max(...fresh.map((to) => tries.indexOf(to)));
      const retriesBefore = tries.slice(0, lastFirstTry).filter((to) => busy.includes(to));
      // Before the last new mail was tried, at most one retry per lane began (one a lane had
      // already taken when the new mail came): never the round of due retries queued before it.
      expect(retriesBefore.length, `retries before the new mail: ${retriesBefore.join(", ")}`).toBeLessThanOrEqual(LANES);
      // The new mails were taken oldest first, and each went on its first try.
      firstTryRanks(tries, fresh).forEach((rank, queued) => expect(Math.abs(rank - queued), `fresh${queued} tried ${rank}th`).toBeLessThan(LANES));
      for (const to of fresh) expect(tries.filter((t) => t === to)).toHaveLength(1);
      expect(await db.mail.findMany({ where: { id: { in: freshIds } }, select: { attempts: true } })).toEqual(fresh.map(() => ({ attempts: 1 })));
      // The busy mails are still queued, waiting for their next retry.
      const stillBusy = await db.mail.findMany({ where: { id: { in: busyIds } }, select: { status: true } });
      expect(stillBusy.every((m) => m.status === "queued")).toBe(true);
    } finally {
      // Nothing of this world is left to run into the next test: the busy mail is cancelled.
      await db.mail.updateMany({ where: { recipient: { in: busy }, status: "queued" }, data: { status: "cancelled" } });
      for (const to of busy) smtp.deferRecipient(to, false);
    }
  });
});
