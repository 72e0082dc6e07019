import { describe, expect, it } from "vitest";
import { advanceClock, resetClock } from "@/lib/clock";
import { waitFor } from "../../helpers/wait-for";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, expectRefused, newClient, prepareAdminSuite, signedIn, SLOW } from "./kit";

// The admin's Mail tab (/api/admin/mail/) on the real worker and SMTP listener: what is queued,
// the mail server's refusals and the retries in between, failed for good after a day on the
// app's clock, and Retry, which sends a failed mail once however often it is pressed.

const suite = prepareAdminSuite();
const DOWN = "smtp://127.0.0.1:1";

type Listed = { id: number; kind: string; recipient: string; subject: string; status: string; attempts: number; lastError: string | null };

async function listed(status?: string): Promise<Listed[]> {
  const res = await (await asAdmin()).get(`/api/admin/mail/${status ? `?status=${status}` : ""}`);
  expect(res.status, res.text).toBe(200);
  return res.body.mails;
}

/** Queues the set-password mail of a new account (with the mail server as it is now). */
async function queueOne(name: string): Promise<number> {
  const res = await (await asAdmin()).post("/api/admin/accounts/", { action: "create", username: name, email: `${name}@example.org`, level: 3 });
  expect(res.status, res.text).toBe(200);
  const mail = await db.mail.findFirstOrThrow({ where: { recipient: `${name}@example.org` } });
  return mail.id;
}

/** With the mail server down until the mail has failed for good: a day passes on the app's clock. */
async function failedMail(name: string): Promise<number> {
  process.env.SMTP_URL = DOWN;
  const id = await queueOne(name);
  await waitFor("a first refused try", async () => (await db.mail.findUniqueOrThrow({ where: { id } })).attempts >= 1);
  advanceClock(25 * 60 * 60 * 1000);
  try {
    await waitFor("the mail to fail for good", async () => (await db.mail.findUniqueOrThrow({ where: { id } })).status === "failed", 60_000);
  } finally {
    resetClock();
    process.env.SMTP_URL = suite.smtp().url;
  }
  return id;
}

describe("/api/admin/mail/", SLOW, () => {
  it.each(BELOW_ADMIN)("refuses %s, to read or to retry", async (who) => {
    const client = await clientBelowAdmin(who);
    expectRefused(await client.get("/api/admin/mail/"));
    expectRefused(await client.post("/api/admin/mail/", { action: "retry", id: 1 }));
  });

  it("shows the refusals and retries while the mail server is down, then the mail sent once", async () => {
    process.env.SMTP_URL = DOWN;
    const id = await queueOne("waiting");
    const refused = await waitFor("two refused tries", async () => (await listed("queued")).find((m) => m.id === id && m.attempts >= 2));
    expect(refused).toMatchObject({ kind: "set_password", recipient: "waiting@example.org", status: "queued", subject: "Set your Project Directory password" });
    expect(refused.lastError).toMatch(/ECONNREFUSED/);
    process.env.SMTP_URL = suite.smtp().url;
    const mail = await suite.smtp().lastMailTo("waiting@example.org", 30_000);
    expect(mail.text).toMatch(/set_password\/\?token=/);
    const sent = await waitFor("the row sent", async () => (await listed("sent")).find((m) => m.id === id));
    expect(sent.lastError).toBeNull();
    expect(suite.smtp().mailsTo("waiting@example.org")).toHaveLength(1);
  });

  it("never shows a body: no code and no link, and the set-password link is not stored in clear", async () => {
    const visitor = newClient();
    const { mail } = await suite.smtp().nextMailTo("member@example-hospital.org", () =>
      visitor.post("/api/auth/request_password_reset_code/", { email: "member@example-hospital.org" }),
    );
    expect(mail.code).toBeTruthy();
    const res = await (await asAdmin()).get("/api/admin/mail/");
    expect(res.text).not.toContain(mail.code!);
    expect(res.text).not.toMatch(/token=|link_id=|"body"/);
    const code = await db.mail.findFirstOrThrow({ where: { kind: "password_reset" }, orderBy: { id: "desc" } });
    expect(code.body).toBeNull();
    const link = await db.mail.findFirstOrThrow({ where: { kind: "set_password" }, orderBy: { id: "desc" } });
    expect(link.bodySealed).toBe(true);
    expect(link.body).not.toMatch(/token=/);
  });

  it("a mail refused for a day fails; Retry sends it once, and a mail that is not failed is not retried", async () => {
    const id = await failedMail("late");
    const failed = (await listed("failed")).find((m) => m.id === id)!;
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    const admin = await asAdmin();
    const { result } = await suite.smtp().nextMailTo("late@example.org", () => admin.post("/api/admin/mail/", { action: "retry", id }), 30_000);
    expect(result.status, result.text).toBe(200);
    await waitFor("sent", async () => (await db.mail.findUniqueOrThrow({ where: { id } })).status === "sent");
    const again = await admin.post("/api/admin/mail/", { action: "retry", id });
    expect(again.status).toBe(409);
    expect((await admin.post("/api/admin/mail/", { action: "retry", id: 999_999 })).status).toBe(404);
    expect(suite.smtp().mailsTo("late@example.org")).toHaveLength(1);
  });

  it("thirty Retries of one failed mail at once queue it once and send it once", async () => {
    const id = await failedMail("thirty");
    const admin = await asAdmin();
    const answers = await Promise.all(Array.from({ length: 30 }, () => admin.post("/api/admin/mail/", { action: "retry", id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    await suite.smtp().lastMailTo("thirty@example.org", 30_000);
    await waitFor("every job of the mail finished", async () => {
      const open = await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND (data->>'mailId')::int = ${id} AND state IN ('created', 'retry', 'active')`;
      return open[0].n === 0;
    });
    expect(suite.smtp().mailsTo("thirty@example.org")).toHaveLength(1);
  });

  it("refuses a Retry from another site (no CSRF token, foreign Origin)", async () => {
    const id = await failedMail("crosssite");
    const admin = await asAdmin();
    const forged = await admin.post("/api/admin/mail/", { action: "retry", id }, { origin: "https://evil.example", "x-csrftoken": "" });
    expect(forged.status).toBe(403);
    expect((await db.mail.findUniqueOrThrow({ where: { id } })).status).toBe("failed");
  });
});

describe("a change and its notice commit together", SLOW, () => {
  it("when the notice cannot be written, the password is not changed either", async () => {
    const lead = await signedIn("lead");
    const before = await db.account.findUniqueOrThrow({ where: { username: "lead" }, omit: { passwordHash: false } });
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no notices today'; END $$;
      CREATE TRIGGER refuse_notice BEFORE INSERT ON mail FOR EACH ROW WHEN (NEW.kind = 'security.password_changed') EXECUTE FUNCTION refuse_notice();`);
    try {
      const res = await lead.post("/api/auth/change_password/", { old: "Anaesthesia-Demo-2026", new1: "A-New-Lead-Password-2026!", new2: "A-New-Lead-Password-2026!" });
      expect(res.status).toBe(500);
    } finally {
      await db.$executeRawUnsafe("DROP TRIGGER refuse_notice ON mail; DROP FUNCTION refuse_notice();");
    }
    const after = await db.account.findUniqueOrThrow({ where: { username: "lead" }, omit: { passwordHash: false } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await db.mail.count({ where: { kind: "security.password_changed" } })).toBe(0);
  });
});
