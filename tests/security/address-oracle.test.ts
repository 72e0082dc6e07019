import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient, ApiResponse } from "../helpers/api-client";
import { accountKey } from "@/lib/auth/sign-in-attempts";
import { windowStartOf } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { db, DEMO, newClient, setUpAuthSuite, signedIn } from "../api/auth/kit";

// Attack: any call that takes an address (or a username) used as an account oracle. The email
// code box answered 200 for an account's address and 422 for an unknown one; verifying a junk
// code after updateEmail said "This email address cannot be used" for a taken address. Every
// such call now answers an account's address, a partner domain's address and an unknown address
// identically — status, body, header names, cookie names — and does the same work for each (the
// same number of SQL statements and of mails), which is what keeps their times alike too. The
// password sign-in answers a locked account as it answers a wrong password. (Times themselves
// are not asserted here: a shared machine's load would decide them, not the app.)

const suite = setUpAuthSuite();

type Kind = "account" | "partner" | "unknown";
const KINDS: Kind[] = ["account", "partner", "unknown"];
let serial = 0;
/** A fresh address of each kind: an account's, one at a partner's domain without an account, one unknown. */
function addresses(account: string): Record<Kind, string> {
  serial++;
  return { account, partner: `nobody${serial}@northern-school.example`, unknown: `nobody${serial}@unknown-place.example` };
}

// Every statement the app's pool sends, counted while one request runs.
let statements: string[] = [];
const query = pg.Client.prototype.query;
beforeAll(() => {
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    statements.push(typeof first === "string" ? first : ((first as { text?: string })?.text ?? ""));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});
afterAll(() => {
  pg.Client.prototype.query = query;
});

async function ownAddress(username: string): Promise<string> {
  return (await db.account.findUniqueOrThrow({ where: { username }, select: { email: true } })).email;
}

/** Waits for `done` (an event, not a time), failing after a generous deadline. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!done()) throw new Error("the awaited mail never came");
}

type Observed = { status: number; body: string; headers: string[]; cookies: string[]; statements: number; mails: number };

/**
 * What one request shows from outside, and the work it did. `settle` waits for what the request
 * started after its answer (a security notice) so that its work is counted here and not in the
 * next request's.
 */
async function observe(to: string, request: () => Promise<ApiResponse>, settle?: () => Promise<unknown>): Promise<Observed> {
  const mailsBefore = suite.smtp().mailsTo(to).length;
  statements = [];
  const res = await request();
  await settle?.();
  const work = statements.length;
  const body = JSON.stringify(res.body ?? null).replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"<time>"');
  return {
    status: res.status,
    body,
    headers: [...res.headers.keys()].filter((h) => h !== "x-request-id").sort(),
    cookies: res.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("="))).sort(),
    statements: work,
    mails: suite.smtp().mailsTo(to).length - mailsBefore,
  };
}

async function expectAlike(call: (address: string, kind: Kind) => Promise<Observed>, account = DEMO.member) {
  const target = addresses(account);
  const seen: Record<string, Observed> = {};
  for (const kind of KINDS) seen[kind] = await call(target[kind], kind);
  expect(seen.partner, "a partner domain's address answers as an account's").toEqual(seen.account);
  expect(seen.unknown, "an unknown address answers as an account's").toEqual(seen.account);
  return seen.account;
}

describe("every call that takes an address or a username answers every kind alike", () => {
  it("POST /api/login/ (the address as username, a wrong password)", async () => {
    await expectAlike((address) => observe(address, () => newClient().post("/api/login/", { username: address, password: "Not-The-Password-1" })));
  });

  it("POST /api/login/: a locked account answers as a wrong password does, for the same work", async () => {
    const lead = await db.account.findUniqueOrThrow({ where: { username: "lead" } });
    const wrong = (username: string) => observe(username, () => newClient().post("/api/login/", { username, password: "Not-The-Password-1" }));
    const open = await wrong("member");
    // Five failures in the window lock the account (lib/rate-limit/limits.ts).
    const windowStart = windowStartOf(LIMITS.accountFailures.windowMs);
    await db.rateLimit.create({
      data: { key: accountKey(lead.id), windowStart, count: LIMITS.accountFailures.max, expiresAt: new Date(windowStart.getTime() + 2 * LIMITS.accountFailures.windowMs) },
    });
    expect(await wrong("lead")).toEqual(open);
    expect(await wrong("nobody-here")).toEqual(open);
  });

  it("POST /api/auth/email_domain_login/ (the email code box): a code or a notice, one mail each", async () => {
    const seen = await expectAlike((address) => observe(address, () => newClient().post("/api/auth/email_domain_login/", { email: address })));
    expect([seen.status, seen.body, seen.mails]).toEqual([200, '{"response":"sent"}', 1]);
  });

  it("POST /api/auth/confirm_email_login/ (\"I already have a code\", a wrong code)", async () => {
    await expectAlike((address) => observe(address, () => newClient().post("/api/auth/confirm_email_login/", { code: "ABCDEF", email: address })));
  });

  it("POST /api/confirm_email_login/ (the emailed link with an address)", async () => {
    await expectAlike((address) =>
      observe(address, () => newClient().post("/api/confirm_email_login/", { email: address, link_id: crypto.randomUUID() })),
    );
  });

  it("POST /api/auth/request_password_reset_code/: a code or a notice, one mail each", async () => {
    const seen = await expectAlike((address) => observe(address, () => newClient().post("/api/auth/request_password_reset_code/", { email: address })));
    expect([seen.status, seen.mails]).toEqual([200, 1]);
  }, 120_000);

  it("POST /api/auth/password_reset_with_code/ (a wrong code typed with an address)", async () => {
    await expectAlike((address) =>
      observe(address, () =>
        newClient().post("/api/auth/password_reset_with_code/", { code: "ABCDEF", email: address, password1: "Fresh-Password-77", password2: "Fresh-Password-77" }),
      ),
    );
  });
});

describe("signed in: the calls that take a new address", () => {
  // Each kind is tried by an account of its own, in the same state (signed in just now).
  const owners: Record<Kind, string> = { account: "lead", partner: "member", unknown: "editor" };
  let clients: Record<Kind, ApiClient>;
  let target: Record<Kind, string>;
  beforeAll(async () => {
    clients = { account: await signedIn(owners.account), partner: await signedIn(owners.partner), unknown: await signedIn(owners.unknown) };
    // The account kind is another account's address (admin's): "taken".
    target = addresses(DEMO.admin);
  }, 120_000);

  it("POST /api/profile/ updateEmail: a code to a free address, a notice to a taken one, one mail each", async () => {
    const seen: Record<string, Observed> = {};
    for (const kind of KINDS) {
      // The security notice to the account's own address goes after the answer.
      const own = await ownAddress(owners[kind]);
      const notices = suite.smtp().mailsTo(own).length;
      seen[kind] = await observe(
        target[kind],
        () => clients[kind].post("/api/profile/", { action: "updateEmail", newEmail: target[kind] }),
        () => waitFor(() => suite.smtp().mailsTo(own).length > notices),
      );
    }
    expect(seen.partner).toEqual(seen.account);
    expect(seen.unknown).toEqual(seen.account);
    expect(seen.account.mails).toBe(1);
  });

  it("POST /api/profile/ verifyEmail with a junk code: the same refusal, taken or not, and every try counted", async () => {
    const seen: Record<string, Observed> = {};
    for (const kind of KINDS) seen[kind] = await observe(target[kind], () => clients[kind].post("/api/profile/", { action: "verifyEmail", code: "ABCDEF" }));
    expect(seen.partner).toEqual(seen.account);
    expect(seen.unknown).toEqual(seen.account);
    expect(JSON.parse(seen.account.body)).toEqual({ errors: { code: ["The code you have used is not valid"] } });
  });

  it("GET /api/resendverificationemail/: one mail each, the same answer", async () => {
    const seen: Record<string, Observed> = {};
    for (const kind of KINDS) seen[kind] = await observe(target[kind], () => clients[kind].get("/api/resendverificationemail/"));
    expect(seen.partner).toEqual(seen.account);
    expect(seen.unknown).toEqual(seen.account);
    expect([seen.account.status, seen.account.mails]).toEqual([200, 1]);
  });
});
