import { clock } from "@/lib/clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SESSION_POLICY } from "@/lib/auth/session-policy";
import { sha256 } from "@/lib/crypto/tokens";
import type { ApiClient } from "../helpers/api-client";
import { DEMO_PASSWORD } from "../helpers/demo";
import { SmtpCapture } from "../helpers/smtp-capture";
import { closeChecksumConnection, dataChecksum } from "./support/checksum";
import { bodyFor, sendGet } from "./support/cell-request";
import { quietAppLogs } from "./support/quiet-logs";
import { discoverEndpoints, type Endpoint } from "./support/routes";
import { ACTORS, buildWorld, clientFor, newClient, type World } from "./support/world";
import { unsealData } from "iron-session";

// Sessions (docs/product.md#security-parameters): a new id at every sign-in; logout, password
// change, disabling and a level change take effect on the very next request; idle and absolute
// time-outs. CSRF: every POST endpoint refuses a missing, wrong, other-session or foreign-origin
// token. GET endpoints change no data.

quietAppLogs();

let world: World;
let endpoints: Endpoint[];
let smtp: SmtpCapture;

beforeAll(async () => {
  world = await buildWorld();
  endpoints = await discoverEndpoints();
  smtp = await SmtpCapture.start();
}, 120_000);
afterAll(async () => {
  await smtp?.stop();
  await closeChecksumConnection();
});

/** The session id inside the sealed cookie, as the server reads it. */
async function sessionIdOf(client: ApiClient): Promise<string | undefined> {
  const sealed = client.cookies.get("session");
  if (!sealed) return undefined;
  const data = await unsealData<{ sid?: string }>(decodeURIComponent(sealed), { password: process.env.SESSION_SECRET!, ttl: 0 });
  return data.sid;
}

const levelOf = async (client: ApiClient) => (await client.get("/api/usercheck/")).body.userLevel as number;

describe("a new session id at each sign-in", () => {
  it("password sign-in replaces the visitor's id and revokes the old one", async () => {
    const client = newClient();
    await client.get("/api/usercheck/");
    const anonymousId = await sessionIdOf(client);
    await client.login("member", DEMO_PASSWORD);
    const first = await sessionIdOf(client);
    await client.login("member", DEMO_PASSWORD);
    const second = await sessionIdOf(client);
    expect(new Set([anonymousId, first, second]).size).toBe(3);
    const old = await db.session.findUniqueOrThrow({ where: { id: sha256(first!) } });
    expect(old.revokedAt).not.toBeNull();
  });

  it("an emailed-code sign-in (quick access, level 2) gets a new id too", async () => {
    const client = newClient();
    await client.get("/api/usercheck/");
    const before = await sessionIdOf(client);
    const address = "visitor.session@example-hospital.org";
    const { mail } = await smtp.nextMailTo(address, () => client.post("/api/auth/email_domain_login/", { email: address }));
    const res = await client.post("/api/auth/confirm_email_login/", { code: mail.code });
    expect(res.status).toBe(200);
    expect(await levelOf(client)).toBe(2);
    expect(await sessionIdOf(client)).not.toBe(before);
  });
});

describe("changes take effect on the next request", () => {
  it("logout: the old cookie is worthless at once", async () => {
    const client = await clientFor(world, "editor");
    const stolen = new Map(client.cookies);
    expect((await client.get("/api/logout/")).status).toBe(200);
    client.cookies.clear();
    for (const [k, v] of stolen) client.cookies.set(k, v);
    expect(await levelOf(client)).toBe(0);
    expect((await client.get("/api/existing_projects/all/")).status).toBe(403);
  });

  it("password change: every other session of the account ends", async () => {
    const here = newClient();
    await here.login("lead", DEMO_PASSWORD);
    const elsewhere = await clientFor(world, "lead");
    const res = await here.post("/api/auth/change_password/", {
      old: DEMO_PASSWORD,
      new1: "Fresh-Password-For-Lead-2026",
      new2: "Fresh-Password-For-Lead-2026",
    });
    expect(res.status).toBe(200);
    expect(await levelOf(elsewhere)).toBe(0);
    expect(await levelOf(here)).toBe(3);
  });

  it("disabling an account ends its sessions", async () => {
    const member = await clientFor(world, "member");
    expect(await levelOf(member)).toBe(3);
    const admin = await clientFor(world, "admin");
    expect((await admin.post("/api/admin/accounts/", { action: "disable", id: world.accounts.member })).status).toBe(200);
    expect(await levelOf(member)).toBe(0);
    expect((await member.get("/api/existing_projects/own/")).status).toBe(403);
    await admin.post("/api/admin/accounts/", { action: "enable", id: world.accounts.member });
  });

  it("a level change applies to the holder's next request", async () => {
    const editor = await clientFor(world, "editor");
    const admin = await clientFor(world, "admin");
    expect((await admin.post("/api/admin/accounts/", { action: "set_level", id: world.accounts.editor, level: 3 })).status).toBe(200);
    expect(await levelOf(editor)).toBe(3);
    const create = await editor.post("/api/add_edit_project/", {
      short_description: "Not allowed any more",
      long_description: "An editor demoted a moment ago",
      start_date: "2026-01-05",
      status: 1,
    });
    expect(create.status).toBe(403);
    await admin.post("/api/admin/accounts/", { action: "set_level", id: world.accounts.editor, level: 6 });
    expect(await levelOf(editor)).toBe(6);
  });
});

describe("time-outs", () => {
  const rowOf = async (client: ApiClient) => db.session.findUniqueOrThrow({ where: { id: sha256((await sessionIdOf(client))!) } });

  it("a session without Remember me lasts 12 hours at most, quick access 8 hours, Remember me 30 days", async () => {
    const hours = async (client: ApiClient) => {
      const row = await rowOf(client);
      return (row.expiresAt.getTime() - row.authenticatedAt.getTime()) / 3_600_000;
    };
    expect(await hours(await clientFor(world, "member"))).toBe(12);
    expect(await hours(await clientFor(world, "quickAccess"))).toBe(8);
    const remembered = newClient();
    await remembered.login("admin", DEMO_PASSWORD, true);
    expect(await hours(remembered)).toBe(30 * 24);
  });

  it("ends after two idle hours without Remember me", async () => {
    const client = await clientFor(world, "member");
    const row = await rowOf(client);
    await db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(clock.ms() - SESSION_POLICY.idle + 60_000) } });
    expect(await levelOf(client)).toBe(3);
    await db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(clock.ms() - SESSION_POLICY.idle - 60_000) } });
    expect(await levelOf(client)).toBe(0);
  });

  // The session's times are stored in UTC without a zone and read on every request: a server
  // whose own zone is far from UTC must still end a session neither early nor late.
  it.each(["Pacific/Kiritimati", "America/Los_Angeles"])("keeps both limits to the minute when the server's zone is %s", async (zone) => {
    const client = await clientFor(world, "member");
    const row = await rowOf(client);
    const zoneBefore = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
      await db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(clock.ms() - SESSION_POLICY.idle + 60_000) } });
      expect(await levelOf(client)).toBe(3);
      await db.session.update({ where: { id: row.id }, data: { lastSeenAt: clock.now(), expiresAt: new Date(clock.ms() + 60_000) } });
      expect(await levelOf(client)).toBe(3);
      await db.session.update({ where: { id: row.id }, data: { expiresAt: new Date(clock.ms() - 60_000) } });
      expect(await levelOf(client)).toBe(0);
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });

  it("ends at its absolute expiry however busy it is", async () => {
    const client = await clientFor(world, "member");
    const row = await rowOf(client);
    await db.session.update({ where: { id: row.id }, data: { expiresAt: new Date(clock.ms() - 1000), lastSeenAt: clock.now() } });
    expect(await levelOf(client)).toBe(0);
  });
});

describe("CSRF: every POST endpoint", () => {
  const variants: [string, (client: ApiClient, other: ApiClient) => Record<string, string>][] = [
    ["no token", () => ({ "x-csrftoken": "" })],
    ["a wrong token", () => ({ "x-csrftoken": "0".repeat(64) })],
    ["another session's token", (_client, other) => ({ "x-csrftoken": other.csrfToken ?? "" })],
    ["a foreign origin", () => ({ origin: "https://attacker.example" })],
  ];

  for (const [name, headers] of variants) {
    it(`refuses ${name} with 403 and changes nothing`, async () => {
      const admin = await clientFor(world, "admin");
      const other = await clientFor(world, "admin");
      await admin.get("/api/usercheck/");
      await other.get("/api/usercheck/");
      const failures: string[] = [];
      // One-click unsubscribe is the one POST a mail client sends from outside the app (RFC 8058):
      // its authority is the signed token in its address, so it has no CSRF check; with no valid
      // token it refuses (422) and changes nothing, tested in tests/api/mail/mail-path.test.ts.
      for (const endpoint of endpoints.filter((e) => e.method === "POST" && e.path !== "/api/mail/unsubscribe/")) {
        const body = await bodyFor(world, "admin", endpoint.path);
        const before = await dataChecksum();
        const res = await admin.post(endpoint.path, body, headers(admin, other));
        if (res.status !== 403) failures.push(`${endpoint.path}: ${res.status}`);
        const after = await dataChecksum();
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${endpoint.path}: data changed`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("accepts the same calls with the right token from the app's origin (the refusals above are the check at work)", async () => {
    const admin = await clientFor(world, "admin");
    const res = await admin.post("/api/admin/reference/", await bodyFor(world, "admin", "/api/admin/reference/"));
    expect(res.status).toBe(200);
  });
});

describe("GET changes nothing", () => {
  it("leaves the data as it was, for every GET endpoint and every level", async () => {
    const clients = await Promise.all(ACTORS.map((actor) => clientFor(world, actor)));
    const failures: string[] = [];
    for (const endpoint of endpoints.filter((e) => e.method === "GET" && e.path !== "/api/logout/")) {
      const before = await dataChecksum();
      for (const [i, actor] of ACTORS.entries()) await sendGet(clients[i], world, actor, endpoint.path);
      const after = await dataChecksum();
      const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
      if (changed.length) failures.push(`${endpoint.path}: ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("GET /api/logout/ (a GET, as the product's calls have it) ends only the caller's own session and no data", async () => {
    const before = await dataChecksum();
    for (const actor of ACTORS) await (await clientFor(world, actor)).get("/api/logout/");
    expect(await dataChecksum()).toEqual(before);
  });
});
