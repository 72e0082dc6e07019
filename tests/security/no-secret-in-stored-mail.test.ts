import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { queueMail } from "@/lib/mail/queue-mail";
import type { ApiClient } from "../helpers/api-client";
import type { CapturedMail } from "../helpers/smtp-capture";
import { waitFor } from "../helpers/wait-for";
import { db, DEMO, newClient, setUpAuthSuite, signedIn } from "../api/auth/kit";

// The attack: a live sign-in code or link read back from where mail is kept. Every
// kind of mail that carries a code, link or token is sent through the real calls, worker and
// SMTP listener; its secrets are taken from the mail as it arrived (body and headers), and then
// looked for in every column of its `mail` row, in the admin's Mail tab answer, in the log lines
// the process wrote, and in a member's data export. They must be nowhere.

const suite = setUpAuthSuite();
const MAIL_MS = 60_000;
let written = "";
const originals = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

beforeAll(() => {
  // The log, as an operator's collector reads it (the lines still go out).
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => ((written += String(chunk)), originals.out(chunk, ...rest))) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => ((written += String(chunk)), originals.err(chunk, ...rest))) as typeof process.stderr.write;
});
afterAll(() => {
  process.stdout.write = originals.out;
  process.stderr.write = originals.err;
  resetClock();
});

/** Every code, link and token the mail carries, and the secret part of each link. */
function secretsOf(mail: CapturedMail): string[] {
  const secrets = new Set<string>();
  if (mail.code) secrets.add(mail.code);
  const links = [...`${mail.text}\n${mail.headers["list-unsubscribe"] ?? ""}`.matchAll(/https?:\/\/[^\s<>]+/g)].map((m) => m[0]);
  for (const link of links) {
    const params = [...new URL(link).searchParams].filter(([name]) => ["token", "link_id", "verify"].includes(name));
    for (const [, value] of params) {
      secrets.add(value);
      secrets.add(link);
    }
  }
  return [...secrets];
}

/** Every column of the mail's row, and the admin's Mail tab, as text. */
async function storedAndShown(mail: CapturedMail): Promise<{ row: string; tab: string }> {
  const rows = await db.$queryRaw<unknown[]>`SELECT * FROM mail WHERE message_id = ${mail.headers["message-id"]}`;
  expect(rows).toHaveLength(1);
  const admin = await signedIn("admin");
  const tab = await admin.get("/api/admin/mail/");
  expect(tab.status, tab.text).toBe(200);
  return { row: JSON.stringify(rows), tab: tab.text };
}

async function expectNoSecretKept(mail: CapturedMail, expected: number): Promise<void> {
  const secrets = secretsOf(mail);
  expect(secrets.length, `secrets of "${mail.subject}"`).toBeGreaterThanOrEqual(expected);
  await waitFor("the mail's outcome recorded", async () => (await db.mail.findFirst({ where: { messageId: mail.headers["message-id"], status: "sent" } })) !== null);
  const { row, tab } = await storedAndShown(mail);
  for (const secret of secrets) {
    expect(mail.subject, "subject").not.toContain(secret);
    expect(row, `the mail row of "${mail.subject}"`).not.toContain(secret);
    expect(tab, "the admin's Mail tab").not.toContain(secret);
    expect(written, "the log").not.toContain(secret);
  }
}

const reviewTask = SCHEDULED_TASKS.filter((t) => t.name === "review_reminders");
const digestTask = SCHEDULED_TASKS.filter((t) => t.name === "request_digest");

describe("no live secret where it can be read back", () => {
  it("the attack: a stranger asks a sign-in code for the admin's address; the admin's Mail tab does not hold it", async () => {
    const { result, mail } = await suite.smtp().nextMailTo(DEMO.admin, () => newClient().post("/api/auth/email_domain_login/", { email: DEMO.admin }));
    expect(result.status, result.text).toBe(200);
    expect(mail.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail.subject).toBe("Your Project Directory sign-in code");
    await expectNoSecretKept(mail, 3);
  });

  it("a password reset code", async () => {
    const { mail } = await suite.smtp().nextMailTo(DEMO.member, () => newClient().post("/api/auth/request_password_reset_code/", { email: DEMO.member }));
    await expectNoSecretKept(mail, 1);
  });

  it("an email verification code and link", async () => {
    const lead = await signedIn("lead");
    const to = "priya.new@example-hospital.org";
    const { mail } = await suite.smtp().nextMailTo(to, () => lead.post("/api/profile/", { action: "updateEmail", newEmail: to }));
    await expectNoSecretKept(mail, 3);
  });

  it("a set-password link", async () => {
    const to = "fresh.account@example.org";
    const { result, mail } = await suite.smtp().nextMailTo(
      to,
      async () => (await signedIn("admin")).post("/api/admin/accounts/", { action: "create", username: "freshaccount", email: to, level: 3 }),
      MAIL_MS,
    );
    expect(result.status, result.text).toBe(200);
    await expectNoSecretKept(mail, 2);
  });

  it("an alert's unsubscribe link", async () => {
    const to = "alert.reader@example.org";
    const { mail } = await suite.smtp().nextMailTo(to, () =>
      db.$transaction((tx) => queueMail(tx, { kind: "alert", category: "alerts", to, subject: "1 new milestone", text: "New", html: "<p>New</p>" })),
    );
    await expectNoSecretKept(mail, 2);
  });

  it("the request digest's unsubscribe link, in its body and its header", async () => {
    const project = await db.project.create({
      data: { shortDescription: "Digest secrets", longDescription: "x", startDate: new Date("2026-01-05T00:00:00Z"), statusId: 1 },
    });
    const milestone = await db.milestone.create({ data: { projectId: project.id, description: "Digest secrets milestone", startDate: new Date("2026-02-02T00:00:00Z"), statusId: 1, lookingForId: 30 } });
    await db.interestRequest.create({ data: { milestoneId: milestone.id, email: "digest.asker@example.net", firstName: "Digest", lastName: "Asker", stage: "core", createdAt: clock.now() } });
    await db.scheduledRun.deleteMany({ where: { name: "request_digest" } });
    const { mail } = await suite.smtp().nextMailTo(DEMO.editor, () => runDueTasks(digestTask), MAIL_MS);
    expect(mail.text).toMatch(/unsubscribe\/\?token=/);
    expect(await db.mail.findFirstOrThrow({ where: { messageId: mail.headers["message-id"] } })).toMatchObject({ bodySealed: true });
    // One token, in the body's link and the header's: the token and both links.
    await expectNoSecretKept(mail, 3);
  });

  it("a data export's link, and the export holds no code of the member's mails", async () => {
    // A code the member was sent: their export lists their mails, and must not hold it.
    const { mail: codeMail } = await suite.smtp().nextMailTo(DEMO.member, () => newClient().post("/api/auth/email_domain_login/", { email: DEMO.member }));
    const member: ApiClient = await signedIn("member");
    const { result, mail } = await suite.smtp().nextMailTo(DEMO.member, () => member.post("/api/data_export/", {}), MAIL_MS);
    expect(result.status, result.text).toBe(200);
    await expectNoSecretKept(mail, 2);
    const token = new URL(mail.link!).searchParams.get("token")!;
    const download = await member.post("/api/data_export/download/", { token });
    expect(download.status).toBe(200);
    const files = Object.values(unzipSync(download.bytes!)).map((f) => strFromU8(f)).join("\n");
    expect(files).toContain("Your Project Directory sign-in code");
    for (const secret of secretsOf(codeMail)) expect(files).not.toContain(secret);
  });

  it("a review reminder's Still current link (and its unsubscribe link)", async () => {
    const to = "review.lead@example.org";
    const person = await db.person.create({ data: { firstName: "Review", lastName: "Lead", email: to } });
    await db.project.create({
      data: {
        shortDescription: "Kept quiet",
        longDescription: "Unchanged for a year",
        startDate: new Date("2024-01-01T00:00:00Z"),
        statusId: 1,
        updatedAt: clock.now(),
        people: { create: { personId: person.id, roleId: 1 } },
      },
    });
    advanceClock(370 * 24 * 3600_000);
    try {
      const { mail } = await suite.smtp().nextMailTo(to, () => runDueTasks(reviewTask), MAIL_MS);
      expect(mail.text).toMatch(/review\/\?token=/);
      await waitFor("the reminder recorded sent", async () => (await db.mail.count({ where: { messageId: mail.headers["message-id"], status: "sent" } })) === 1);
      // The body is kept for retries: sealed, as every body with a link that acts for its holder.
      expect(await db.mail.findFirstOrThrow({ where: { messageId: mail.headers["message-id"] } })).toMatchObject({ bodySealed: true });
      resetClock();
      await expectNoSecretKept(mail, 4);
    } finally {
      resetClock();
    }
  });
});
