import { clock } from "@/lib/clock";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { DEMO_PASSWORD } from "../helpers/demo";
import { startFreshWindow } from "../helpers/rate-window";
import { SmtpCapture } from "../helpers/smtp-capture";
import { buildWorld, clientFor, newClient, type World } from "./support/world";

// Security log lines (docs/product.md#security-parameters): one JSON line per event on stdout, UTC
// time and request id, never a password, code, token or secret; CR/LF in what a visitor types
// cannot forge a line.

type Line = Record<string, unknown> & { time: string; event: string };

let world: World;
let smtp: SmtpCapture;
let written: string[] = [];

beforeAll(async () => {
  world = await buildWorld();
  smtp = await SmtpCapture.start();
  vi.spyOn(process.stdout, "write").mockImplementation(((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stdout.write);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await smtp?.stop();
});

/** Runs `work` and returns the lines it logged, each parsed (a chunk that is not one JSON line fails). */
async function logged(work: () => Promise<unknown>): Promise<Line[]> {
  written = [];
  await work();
  return written.map((chunk) => {
    expect(chunk.endsWith("\n") && chunk.indexOf("\n") === chunk.length - 1, `one line per write: ${chunk}`).toBe(true);
    return JSON.parse(chunk) as Line;
  });
}

const event = (lines: Line[], name: string) => lines.find((l) => l.event === name);

function expectWellFormed(line: Line | undefined, name: string) {
  expect(line, `a ${name} line`).toBeDefined();
  expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(line!.requestId, `${name} carries the request id`).toMatch(/^[\w-]{8,64}$/);
}

describe("one JSON line per security event", () => {
  it("sign-in, with UTC time and the request id of the answer", async () => {
    let requestId: string | null = null;
    const lines = await logged(async () => {
      const res = await newClient().login("member", DEMO_PASSWORD);
      requestId = res.headers.get("x-request-id");
    });
    expectWellFormed(event(lines, "auth.login"), "auth.login");
    expect(event(lines, "auth.login")!.requestId).toBe(requestId);
  });

  it("a failed sign-in, and the lockout at the fifth failure", async () => {
    // The five failures must fall in one 15-minute window to lock.
    startFreshWindow(15 * 60_000);
    await db.rateLimit.deleteMany({});
    const lines = await logged(async () => {
      for (let i = 0; i < 5; i++) await newClient().post("/api/login/", { username: "lead", password: "Wrong-Secret-Guess-1" });
    });
    expect(lines.filter((l) => l.event === "auth.login_failed")).toHaveLength(5);
    expectWellFormed(event(lines, "auth.login_failed"), "auth.login_failed");
    expectWellFormed(event(lines, "security.account_locked"), "security.account_locked");
    await db.rateLimit.deleteMany({});
  }, 120_000);

  it("a permission denied", async () => {
    const member = await clientFor(world, "member");
    const lines = await logged(() => member.get("/api/admin/accounts/"));
    expectWellFormed(event(lines, "security.permission_denied"), "security.permission_denied");
  });

  it("an admin change (level, disable) names who did what to which account", async () => {
    const admin = await clientFor(world, "admin");
    const lines = await logged(async () => {
      await admin.post("/api/admin/accounts/", { action: "set_level", id: world.accounts.spare, level: 5 });
      await admin.post("/api/admin/accounts/", { action: "disable", id: world.accounts.spare });
    });
    const changes = lines.filter((l) => l.event === "admin.change");
    expect(changes.map((l) => l.action)).toEqual(["set_level", "disable"]);
    for (const line of changes) {
      expectWellFormed(line, "admin.change");
      expect(line.accountId).toBe(world.accounts.admin);
      expect(line.targetId).toBe(world.accounts.spare);
    }
  });
});

describe("what the log never holds", () => {
  it("no password, emailed code, link id, share-link token or session secret in any line", async () => {
    const password = "Never-Logged-Password-77";
    const secrets: string[] = [password, DEMO_PASSWORD, process.env.SESSION_SECRET!];
    const lines = await logged(async () => {
      await newClient().post("/api/login/", { username: "editor", password });
      await newClient().login("editor", DEMO_PASSWORD);
      const visitor = newClient();
      const { mail } = await smtp.nextMailTo("member@example-hospital.org", () =>
        visitor.post("/api/auth/email_domain_login/", { email: "member@example-hospital.org" }),
      );
      secrets.push(mail.code!, mail.link!.split("link_id=")[1]);
      await visitor.post("/api/auth/confirm_email_login/", { code: mail.code });
      const admin = await clientFor(world, "admin");
      const share = await admin.post("/api/share_links/", {
        organisationId: world.organisation.own,
        label: "log test",
        expiresOn: new Date(clock.ms() + 86_400_000).toISOString().slice(0, 10),
      });
      const token = JSON.stringify(share.body).match(/"token":"([^"]+)"/)?.[1];
      if (token) secrets.push(token);
      await newClient().post("/api/shared_projects/", { token });
    });
    expect(lines.length).toBeGreaterThan(5);
    const text = written.join("");
    for (const secret of secrets) expect(text.includes(secret), `a line shows ${secret.slice(0, 4)}…`).toBe(false);
  });
});

describe("forged lines", () => {
  it("CR/LF typed into a field cannot start a line of its own", async () => {
    const forged = `nobody\r\n{"time":"2026-01-01T00:00:00.000Z","event":"auth.login","accountId":1}\n`;
    const lines = await logged(async () => {
      await newClient().post("/api/login/", { username: forged, password: "whatever-it-is" });
      await newClient().post("/api/auth/email_domain_login/", { email: forged });
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.event === "auth.login")).toEqual([]);
  });
});
