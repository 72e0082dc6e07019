import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { runRetention } from "@/lib/retention/run-retention";
import { waitFor } from "../../helpers/wait-for";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, DEMO_PASSWORD, expectRefused, newClient, prepareAdminSuite, signedIn, SLOW } from "./kit";

// Retention (docs/product.md#retention) on the real worker and SMTP listener, the app's clock
// moved instead of waited for: an account nobody signed in to for 24 months gets one warning;
// a sign-in within the 30 days keeps it, none disables it; activity older than 6 years goes.

const suite = prepareAdminSuite();
afterAll(() => resetClock());

const DAY_MS = 24 * 3600_000;
const task = SCHEDULED_TASKS.filter((t) => t.name === "retention");
const KEEPER = { username: "keeper", email: "keeper@example.org" };
const SLEEPER = { username: "sleeper", email: "sleeper@example.org" };

/** 25 months before the app's now. */
const longAgo = () => {
  const at = clock.now();
  at.setUTCMonth(at.getUTCMonth() - 25);
  return at;
};

const warnings = (email: string) => db.mail.count({ where: { kind: "account.inactive_warning", recipient: email } });
const settled = () => waitFor("the warnings sent", async () => (await db.mail.count({ where: { kind: "account.inactive_warning", status: "queued" } })) === 0, 60_000);

beforeAll(async () => {
  const member = await db.account.findUniqueOrThrow({ where: { username: "member" }, select: { passwordHash: true } });
  for (const who of [KEEPER, SLEEPER]) {
    await db.account.create({ data: { ...who, level: 3, emailVerified: 2, passwordHash: member.passwordHash, createdAt: longAgo(), lastSignInAt: longAgo() } });
  }
});

describe("retention of inactive accounts", SLOW, () => {
  it("warns an account idle for 24 months once, with the day it will be disabled", async () => {
    const { mail } = await suite.smtp().nextMailTo(SLEEPER.email, () => runDueTasks(task), 60_000);
    const disableOn = new Date(clock.ms() + 30 * DAY_MS).toISOString().slice(0, 10).split("-").reverse().join("/");
    expect(mail.subject).toBe(`Your Project Directory account will be disabled on ${disableOn}`);
    expect(mail.text).toContain(`account ${SLEEPER.username}`);
    expect(mail.text).toContain("http://localhost:3000/login/");
    // A service notice: nothing to unsubscribe from.
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();
    await waitFor("the keeper's warning", () => suite.smtp().mailsTo(KEEPER.email).length === 1, 60_000);

    // The same day again, five runs at once, and the next day: no second warning.
    expect(await runDueTasks(task)).toEqual([]);
    await Promise.all(Array.from({ length: 5 }, () => runRetention()));
    advanceClock(DAY_MS);
    expect(await runDueTasks(task)).toEqual(["retention"]);
    await settled();
    expect(await warnings(SLEEPER.email)).toBe(1);
    expect(suite.smtp().mailsTo(SLEEPER.email)).toHaveLength(1);
    // Demo accounts in use are not touched.
    expect(await warnings("member@example-hospital.org")).toBe(0);
  });

  it("shows the admin who is due and when; refuses everyone else", async () => {
    const res = await (await asAdmin()).get("/api/admin/retention/");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inactiveMonths: 24, activityYears: 6, toWarn: [] });
    const sleeper = res.body.warned.find((a: { username: string }) => a.username === SLEEPER.username);
    expect(sleeper.disableOn.slice(0, 10)).toBe(new Date(clock.ms() + 29 * DAY_MS).toISOString().slice(0, 10));
    for (const who of BELOW_ADMIN) expectRefused(await (await clientBelowAdmin(who)).get("/api/admin/retention/"));
  });

  it("a sign-in within the 30 days keeps the account; none disables it and ends its sessions", async () => {
    advanceClock(10 * DAY_MS);
    await signedIn(KEEPER.username);
    advanceClock(21 * DAY_MS);
    // A session of the sleeper's still open (as a remembered one would be), to be ended with it.
    const sleeper = await db.account.findUniqueOrThrow({ where: { username: SLEEPER.username }, select: { id: true } });
    await db.session.create({ data: { id: "retention-sleeper-session", accountId: sleeper.id, level: 3, expiresAt: new Date(clock.ms() + DAY_MS) } });
    expect(await runDueTasks(task)).toEqual(["retention"]);

    const accounts = await db.account.findMany({ where: { username: { in: [KEEPER.username, SLEEPER.username] } }, select: { username: true, disabled: true } });
    expect(accounts.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: KEEPER.username, disabled: false },
      { username: SLEEPER.username, disabled: true },
    ]);
    expect((await db.session.findUniqueOrThrow({ where: { id: "retention-sleeper-session" } })).revokedAt).not.toBeNull();
    expect((await newClient().post("/api/login/", { username: SLEEPER.username, password: DEMO_PASSWORD })).status).not.toBe(200);
    expect((await newClient().post("/api/login/", { username: KEEPER.username, password: DEMO_PASSWORD })).status).toBe(200);
    const entry = await db.activityLog.findFirstOrThrow({ where: { action: "account.disable" }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ actorName: "retention", entityId: sleeper.id, summary: `Disabled account ${SLEEPER.username}: nobody signed in after the inactivity warning` });
    // The keeper was not warned again: its sign-in is recent.
    await settled();
    expect(await warnings(KEEPER.email)).toBe(1);
  });
});

describe("retention of the activity log", SLOW, () => {
  it("removes entries older than 6 years and keeps the rest", async () => {
    const at = (years: number, days: number) => {
      const when = clock.now();
      when.setUTCFullYear(when.getUTCFullYear() - years);
      return new Date(when.getTime() + days * DAY_MS);
    };
    const row = (summary: string, when: Date) => ({ at: when, actorName: "test", action: "test.entry", entityType: "test", summary });
    await db.activityLog.createMany({ data: [row("too old", at(6, -1)), row("just kept", at(6, 2)), row("recent", at(0, -1))] });
    advanceClock(DAY_MS);
    // A day has passed since the last run: the task runs, and the 6-year line moved a day too.
    expect(await runDueTasks(task)).toEqual(["retention"]);
    const left = await db.activityLog.findMany({ where: { action: "test.entry" }, select: { summary: true }, orderBy: { id: "asc" } });
    expect(left.map((r) => r.summary)).toEqual(["just kept", "recent"]);
  });
});
