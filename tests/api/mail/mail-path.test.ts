import { describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { queue } from "@/lib/jobs/boss";
import { TICK_QUEUE } from "@/lib/jobs/queues";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { queueMail } from "@/lib/mail/queue-mail";
import { unsubscribeToken } from "@/lib/mail/unsubscribe/token";
import { ApiClient } from "../../helpers/api-client";
import { waitFor } from "../../helpers/wait-for";
import { db, DEMO, newClient, setUpAuthSuite } from "../auth/kit";

// The one path every mail takes, on the real worker and SMTP listener: the headers every mail
// carries, a code that cannot be sent (503, code dead, mail cancelled, nothing stored), one-click
// unsubscribe (RFC 8058) attacked, and the daily clean-up run once per day on the app's clock.

const suite = setUpAuthSuite();

async function queueAlert(to: string, subject: string): Promise<number> {
  return db.$transaction((tx) => queueMail(tx, { kind: "test.alert", category: "alerts", to, subject, text: `${subject} text`, html: `<p>${subject}</p>` }));
}

describe("every mail", () => {
  it("carries Message-ID (kept in its row) and Date; a code mail keeps no body", async () => {
    const { mail } = await suite.smtp().nextMailTo(DEMO.member, () => newClient().post("/api/auth/request_password_reset_code/", { email: DEMO.member }));
    expect(mail.headers["message-id"]).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(Date.parse(mail.headers.date)).toBeGreaterThan(0);
    // (the outcome is written right after the server accepted the mail)
    const row = await waitFor("the row sent", async () => {
      const last = await db.mail.findFirstOrThrow({ where: { kind: "password_reset" }, orderBy: { id: "desc" } });
      return last.status === "sent" && last;
    });
    expect(row).toMatchObject({ status: "sent", messageId: mail.headers["message-id"], body: null, attempts: 1 });
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();
  });

  it("a code that cannot be sent: 503, the code dead, the mail cancelled with the error", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const res = await newClient().post("/api/auth/email_domain_login/", { email: "someone@example-hospital.org" });
    expect(res.status).toBe(503);
    const row = await db.mail.findFirstOrThrow({ where: { recipient: "someone@example-hospital.org" }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ status: "cancelled", attempts: 1, body: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(await db.verification.count({ where: { email: "someone@example-hospital.org", consumedAt: null } })).toBe(0);
  });
});

describe("one-click unsubscribe", () => {
  const reader = "reader@example.org";
  const other = "other.reader@example.org";

  it("a mail of an opt-out category carries List-Unsubscribe with one-click POST", async () => {
    const { mail } = await suite.smtp().nextMailTo(reader, () => queueAlert(reader, "New milestones for you"));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\/\?token=[\w.-]+>$/);
  });

  it("refuses a forged token, and one address's token never touches another's", async () => {
    const stranger = new ApiClient({ ip: "10.77.0.1" });
    const forged = unsubscribeToken({ email: reader, category: "alerts" }).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await stranger.post(`/api/mail/unsubscribe/?token=${forged}`, "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(422);
    const swapped = `${Buffer.from(`${other}\nalerts`).toString("base64url")}.${unsubscribeToken({ email: reader, category: "alerts" }).split(".")[1]}`;
    expect((await stranger.post(`/api/mail/unsubscribe/?token=${swapped}`, "")).status).toBe(422);
    expect(await db.mailOptOut.count()).toBe(0);
  });

  it("a GET (a mail scanner) changes nothing and leads to the page that asks for the click", async () => {
    const token = unsubscribeToken({ email: reader, category: "alerts" });
    const res = await new ApiClient({ ip: "10.77.0.2" }).get(`/api/mail/unsubscribe/?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://localhost:3000/unsubscribe/?token=${token}`);
    expect(await db.mailOptOut.count()).toBe(0);
  });

  it("a POST from the mail client (no session, no CSRF token, another origin) unsubscribes; again changes nothing more", async () => {
    const { mail } = await suite.smtp().nextMailTo(reader, () => queueAlert(reader, "Before unsubscribing"));
    const url = new URL(mail.headers["list-unsubscribe"].slice(1, -1));
    const client = new ApiClient({ ip: "10.77.0.3" });
    const headers = { origin: "https://mail.example.net", "x-csrftoken": "", "content-type": "application/x-www-form-urlencoded" };
    const first = await client.post(url.pathname + url.search, "List-Unsubscribe=One-Click", headers);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ success: true, category: "alerts" });
    const replayed = await client.post(url.pathname + url.search, "List-Unsubscribe=One-Click", headers);
    expect(replayed.status).toBe(200);
    expect(await db.mailOptOut.findMany({ select: { email: true, category: true } })).toEqual([{ email: reader, category: "alerts" }]);

    // The next alert to the reader is not sent; the other reader's still is.
    const stopped = await queueAlert(reader, "After unsubscribing");
    await suite.smtp().nextMailTo(other, () => queueAlert(other, "Still subscribed"));
    await waitFor("the unsubscribed mail settled", async () => (await db.mail.findUniqueOrThrow({ where: { id: stopped } })).status === "cancelled");
    expect(suite.smtp().mailsTo(reader).map((m) => m.subject)).not.toContain("After unsubscribing");
  });
});

describe("the daily clean-up", () => {
  it("runs once a day however many ticks ask, on the app's clock, and removes what has expired", async () => {
    const now = clock.now();
    const past = new Date(now.getTime() - 60_000);
    const long = new Date(now.getTime() - 100 * 24 * 3600_000);
    await db.rateLimit.create({ data: { key: "old", windowStart: past, count: 1, expiresAt: past } });
    await db.ceremonyState.create({ data: { id: "old-challenge", sessionHash: "x".repeat(64), kind: "passkey_registration", value: "c", expiresAt: past } });
    await db.session.create({ data: { id: "s".repeat(64), level: 3, expiresAt: past } });
    await db.verification.create({ data: { purpose: "login", email: "gone@example.org", codeHash: "h", expiresAt: past } });
    const oldMail = await db.mail.create({
      data: { kind: "old", recipient: "old@example.org", subject: "old", status: "sent", messageId: "<old@localhost>", createdAt: long, queuedAt: long, sentAt: long },
    });
    const recentMail = await db.mail.create({
      data: { kind: "recent", recipient: "new@example.org", subject: "recent", status: "sent", messageId: "<recent@localhost>", createdAt: now, queuedAt: now, sentAt: now },
    });
    await db.scheduledRun.deleteMany({});

    // Two ticks at once (two instances): the clean-up runs in one of them.
    const housekeeping = SCHEDULED_TASKS.filter((t) => t.name === "housekeeping");
    const ran = await Promise.all([runDueTasks(housekeeping), runDueTasks(housekeeping)]);
    expect(ran.flat()).toEqual(["housekeeping"]);
    expect(await db.rateLimit.count({ where: { key: "old" } })).toBe(0);
    expect(await db.ceremonyState.count({ where: { id: "old-challenge" } })).toBe(0);
    expect(await db.session.count({ where: { id: "s".repeat(64) } })).toBe(0);
    expect(await db.verification.count({ where: { email: "gone@example.org" } })).toBe(0);
    expect(await db.mail.count({ where: { id: oldMail.id } })).toBe(0);
    expect(await db.mail.count({ where: { id: recentMail.id } })).toBe(1);

    // Not again the same day; the next day, the worker's tick runs it.
    await db.rateLimit.create({ data: { key: "old", windowStart: past, count: 1, expiresAt: past } });
    expect(await runDueTasks(housekeeping)).toEqual([]);
    advanceClock(24 * 3600_000 + 60_000);
    try {
      const before = (await db.scheduledRun.findUniqueOrThrow({ where: { name: "housekeeping" } })).lastRunAt;
      await (await queue()).send(TICK_QUEUE, {});
      await waitFor("the worker's tick to run the clean-up", async () => (await db.scheduledRun.findUniqueOrThrow({ where: { name: "housekeeping" } })).lastRunAt > before);
      await waitFor("the expired counter gone", async () => (await db.rateLimit.count({ where: { key: "old" } })) === 0);
    } finally {
      resetClock();
    }
  });
});
