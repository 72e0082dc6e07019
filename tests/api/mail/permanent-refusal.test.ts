import { describe, expect, it } from "vitest";
import { queueMail } from "@/lib/mail/queue-mail";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite, signedIn } from "../auth/kit";

// A mail server that refuses one address for good (550 "no such user" at RCPT TO), on the real
// worker and SMTP listener: the other mails go, the refused one is failed at once with the
// server's answer and shown so in the admin's Mail tab, never tried again, and the address's
// alerts are cancelled until the admin retries it.

const suite = setUpAuthSuite();
const GONE = "gone.away@example.org";

type Listed = { id: number; recipient: string; status: string; attempts: number; lastError: string | null };

async function queueOne(to: string, category?: "alerts"): Promise<number> {
  return db.$transaction((tx) => queueMail(tx, { kind: category ? "test.alert" : "test.notice", category, to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" }));
}

/** Every job of the mail has finished (none waiting, retrying or running). */
async function jobsSettled(mailId: number): Promise<{ state: string }[]> {
  return waitFor(`the jobs of mail ${mailId} settled`, async () => {
    const rows = await db.$queryRaw<{ state: string }[]>`
      SELECT state::text AS state FROM pgboss.job WHERE name = 'mail' AND (data->>'mailId')::int = ${mailId}`;
    return rows.length > 0 && rows.every((j) => j.state === "completed" || j.state === "failed") && rows;
  }, 30_000);
}

describe("a recipient refused for good (SMTP 550)", () => {
  it("among twenty good mails: they go, it fails at once with the server's answer, shows failed to the admin and is not tried again", { timeout: 120_000 }, async () => {
    const smtp = suite.smtp();
    smtp.refuseRecipient(GONE);
    const good = Array.from({ length: 20 }, (_, i) => `good${i}@example.org`);
    const ids = await Promise.all([...good.slice(0, 10), GONE, ...good.slice(10)].map((to) => queueOne(to)));
    const refusedId = ids[10];

    for (const to of good) await smtp.lastMailTo(to, 60_000);
    const refused = await waitFor("the refused mail failed", async () => {
      const row = await db.mail.findUniqueOrThrow({ where: { id: refusedId } });
      return row.status === "failed" && row;
    }, 30_000);
    expect(refused).toMatchObject({ attempts: 1, refused: true, leaseUntil: null, sentAt: null });
    expect(refused.lastError).toMatch(/550/);
    expect(refused.lastError).toMatch(/no such user/);
    for (const to of good) expect(smtp.mailsTo(to)).toHaveLength(1);
    expect(smtp.mailsTo(GONE)).toEqual([]);

    const res = await (await signedIn("admin")).get<{ mails: Listed[] }>("/api/admin/mail/?status=failed");
    expect(res.status, res.text).toBe(200);
    expect(res.body.mails.find((m) => m.id === refusedId)).toMatchObject({ recipient: GONE, status: "failed", attempts: 1, lastError: expect.stringMatching(/550/) });

    // Not tried again: its jobs are done, and the server saw its RCPT TO once.
    await jobsSettled(refusedId);
    expect(smtp.seen.refusedRcpt.get(GONE)).toBe(1);
    expect((await db.mail.findUniqueOrThrow({ where: { id: refusedId } })).attempts).toBe(1);
  });

  it("an alert to the refused address is cancelled with the reason and never reaches the server; the admin's Retry lifts it", { timeout: 120_000 }, async () => {
    const smtp = suite.smtp();
    const alert = await queueOne(GONE, "alerts");
    const cancelled = await waitFor("the alert cancelled", async () => {
      const row = await db.mail.findUniqueOrThrow({ where: { id: alert } });
      return row.status === "cancelled" && row;
    }, 30_000);
    expect(cancelled.lastError).toMatch(/refused this address for good/);
    expect(cancelled.attempts).toBe(0);
    expect(smtp.seen.refusedRcpt.get(GONE)).toBe(1);

    // The address works again (the mailbox was made); the admin retries the failed mail.
    smtp.refuseRecipient(GONE, false);
    const failed = await db.mail.findFirstOrThrow({ where: { recipient: GONE, status: "failed" } });
    const retried = await (await signedIn("admin")).post("/api/admin/mail/", { action: "retry", id: failed.id });
    expect(retried.status, retried.text).toBe(200);
    await smtp.lastMailTo(GONE, 30_000);
    const next = await queueOne(GONE, "alerts");
    await waitFor("the next alert sent", async () => (await db.mail.findUniqueOrThrow({ where: { id: next } })).status === "sent", 30_000);
    expect(smtp.mailsTo(GONE)).toHaveLength(2);
  });
});
