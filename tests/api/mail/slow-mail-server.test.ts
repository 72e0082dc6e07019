import { describe, expect, it } from "vitest";
import { MAIL_FAILED_MESSAGE } from "@/lib/auth/verification/send-code-mail";
import { clock } from "@/lib/clock";
import { queueMail } from "@/lib/mail/queue-mail";
import { REQUEST_SEND_MS } from "@/lib/mail/send-mail-now";
import { waitFor } from "../../helpers/wait-for";
import { db, DEMO, liveCodes, newClient, setUpAuthSuite, signedIn } from "../auth/kit";

// A mail server that takes connections and never answers, on the real worker, SMTP listener and
// the app's own pool (DATABASE_POOL_SIZE 10): thirty code requests at once from several
// addresses must not take the pool from a signed-in member, answer 503 within their bound and
// leave no live code; the mail queued meanwhile goes exactly once when the server answers again.

const suite = setUpAuthSuite();

/** Ten addresses: the demo accounts (a code each) and unknown ones (a notice each). */
const ADDRESSES = [DEMO.admin, DEMO.editor, DEMO.lead, DEMO.member, ...Array.from({ length: 6 }, (_, i) => `stranger${i}@example.net`)];
/** The bound, plus what the request does around the send (a code row, the mail's row). */
const ANSWER_WITHIN_MS = REQUEST_SEND_MS + 5_000;

async function queueNotice(to: string): Promise<string> {
  const id = await db.$transaction((tx) => queueMail(tx, { kind: "test.notice", to, subject: "A notice", text: "A notice", html: "<p>A notice</p>" }));
  return (await db.mail.findUniqueOrThrow({ where: { id } })).messageId;
}

describe("a mail server that never answers, and a sender that died mid-send", () => {
  it("thirty code requests at once: the member's calls answer normally, every code request 503 within the bound, then the queued mail goes once", { timeout: 180_000 }, async () => {
    const member = await signedIn("member");
    const smtp = suite.smtp();
    const before = (await db.mail.aggregate({ _max: { id: true } }))._max.id ?? 0;
    smtp.hang();
    const queued = await Promise.all(["queued.one@example.org", "queued.two@example.org"].map(queueNotice));

    const started = Date.now();
    const codeRequests = Array.from({ length: 30 }, (_, i) =>
      (async () => {
        const res = await newClient().post("/api/auth/request_password_reset_code/", { email: ADDRESSES[i % ADDRESSES.length] });
        return { status: res.status, body: res.body, ms: Date.now() - started };
      })(),
    );
    // While they wait on the mail server, the member's own calls go on as usual.
    const memberCalls: number[] = [];
    let done = false;
    void Promise.all(codeRequests).then(() => (done = true));
    while (!done) {
      const [check, list] = await Promise.all([member.get("/api/usercheck/"), member.get("/api/existing_projects/all/")]);
      expect(check.status, check.text).toBe(200);
      expect(check.body.userLevel).toBe(3);
      expect(list.status, list.text.slice(0, 300)).toBe(200);
      memberCalls.push(check.status, list.status);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(memberCalls.length).toBeGreaterThan(2);

    const answers = await Promise.all(codeRequests);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ errorMessage: MAIL_FAILED_MESSAGE });
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(smtp.seen.hungConnections).toBeGreaterThan(0);
    // Nothing valid is left that nobody received, and every code mail is cancelled.
    for (const address of ADDRESSES.slice(0, 4)) expect(await liveCodes(address, "password_reset")).toEqual([]);
    const codeMails = await db.mail.findMany({ where: { id: { gt: before }, recipient: { in: ADDRESSES } } });
    expect(codeMails.length).toBeGreaterThan(0);
    for (const mail of codeMails) expect(mail).toMatchObject({ status: "cancelled", body: null, leaseUntil: null });

    smtp.answerAgain();
    for (const messageId of queued) {
      await waitFor(`the queued mail ${messageId} delivered`, async () => smtp.mails.some((m) => m.headers["message-id"] === messageId), 90_000);
    }
    await waitFor("the queued mails recorded sent", async () => (await db.mail.count({ where: { messageId: { in: queued }, status: "sent" } })) === queued.length, 30_000);
    for (const messageId of queued) expect(smtp.mails.filter((m) => m.headers["message-id"] === messageId)).toHaveLength(1);
    // No code mail reached anyone after all: each was cut off before the server greeted it.
    for (const address of ADDRESSES) expect(smtp.mailsTo(address)).toEqual([]);
  });

  it("a mail left under the lease of a sender that died mid-send is sent once that lease lapses, with its own Message-ID", { timeout: 60_000 }, async () => {
    const smtp = suite.smtp();
    const to = "orphaned.lease@example.org";
    // As a sender leaves it that claimed the mail, then died before it could record anything.
    const id = await db.$transaction(async (tx) => {
      const mailId = await queueMail(tx, { kind: "test.notice", to, subject: "A notice", text: "A notice", html: "<p>A notice</p>" });
      await tx.mail.update({ where: { id: mailId }, data: { leaseUntil: new Date(clock.ms() + 5_000), lastTriedAt: clock.now() } });
      return mailId;
    });
    const { messageId } = await db.mail.findUniqueOrThrow({ where: { id } });
    const mail = await smtp.lastMailTo(to, 30_000);
    expect(mail.headers["message-id"]).toBe(messageId);
    await waitFor("the mail recorded sent", async () => (await db.mail.findUniqueOrThrow({ where: { id } })).status === "sent");
    expect(await db.mail.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", leaseUntil: null, attempts: 1 });
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });
});
