import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";
import { signInWithPassword } from "../../helpers/sign-in";
import { SmtpCapture } from "../../helpers/smtp-capture";
import { runWorkerDuringSuite } from "../../helpers/worker";
import { quickAccess } from "../projects/sessions";

// Shared by the admin API tests: the demo data, a real SMTP listener for the set-password
// mails, and a signed-in client at each level an admin call must refuse.

export { db, DEMO_PASSWORD };

let clients = 0;
export function newClient(): ApiClient {
  clients++;
  return new ApiClient({ ip: `10.90.${clients >> 8}.${clients & 255}` });
}

export function signedIn(username: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  return signInWithPassword(newClient(), username, { password });
}

/** Password sign-in (bcrypt cost 12) and mail take seconds on a busy machine: room for that. */
export const SLOW = { timeout: 120_000 };

export const BELOW_ADMIN = ["anonymous", "quick access (2)", "member (3)", "editor (6)"] as const;

const below = new Map<string, Promise<ApiClient>>();

/** A client at that level, signed in once per test file (password sign-in is slow on purpose). */
export function clientBelowAdmin(who: (typeof BELOW_ADMIN)[number]): Promise<ApiClient> {
  if (!below.has(who)) below.set(who, makeClientBelowAdmin(who));
  return below.get(who)!;
}

async function makeClientBelowAdmin(who: (typeof BELOW_ADMIN)[number]): Promise<ApiClient> {
  switch (who) {
    case "anonymous":
      return newClient();
    case "quick access (2)":
      return quickAccess("Example Teaching Hospital");
    case "member (3)":
      return signedIn("member");
    case "editor (6)":
      return signedIn("editor");
  }
}

/**
 * Demo data once per file (call this at the top of the file, not per describe: the demo's
 * bcrypt hashes take a while) and a mail listener; rate-limit counters cleared per test.
 */
export function prepareAdminSuite(): { smtp: () => SmtpCapture } {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    await resetToDemoData();
    // Sessions went with the reset: sign in afresh.
    below.clear();
    admin = undefined;
    smtp = await SmtpCapture.start();
  }, 240_000);
  // The set-password mails are queued with the account change and sent by the worker.
  runWorkerDuringSuite();
  beforeEach(async () => {
    process.env.SMTP_URL = smtp.url;
    await db.rateLimit.deleteMany({});
  });
  afterAll(async () => smtp?.stop());
  return { smtp: () => smtp };
}

let admin: Promise<ApiClient> | undefined;

/** The demo admin, signed in once per test file. */
export function asAdmin(): Promise<ApiClient> {
  admin ??= signedIn("admin");
  return admin;
}

/** The newest activity-log row, for checking what a change recorded. */
export async function lastActivity() {
  return db.activityLog.findFirstOrThrow({ orderBy: { id: "desc" } });
}

export function expectRefused(res: { status: number; body: { redirect?: string } }) {
  expect(res.status).toBe(403);
  expect(res.body.redirect).toBe("/login/");
}
