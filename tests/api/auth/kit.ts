import { startFreshTotpStep } from "../../helpers/rate-window";
import { clock } from "@/lib/clock";
import { generate } from "otplib";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { db } from "@/lib/db";
import { ApiClient, type ApiResponse } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";
import { signInWithPassword } from "../../helpers/sign-in";
import { SmtpCapture } from "../../helpers/smtp-capture";
import { runWorkerDuringSuite } from "../../helpers/worker";

// Shared by the account and sign-in API tests: demo data, a real SMTP listener and the real job
// worker (which sends the notices), rate-limit counters cleared between tests, one IP per client
// so per-IP limits never leak between tests.

export { DEMO_PASSWORD, db };
export { startFreshTotpStep, startFreshWindow } from "../../helpers/rate-window";

export const DEMO = {
  admin: "admin@example.org",
  editor: "editor@example.org",
  lead: "lead@example-hospital.org",
  member: "member@example-hospital.org",
} as const;

// bcrypt at cost 12 is slow by design, and slower still on a busy machine.
const SLOW_MS = 180_000;

export function setUpAuthSuite(): { smtp: () => SmtpCapture } {
  let smtp: SmtpCapture;
  vi.setConfig({ testTimeout: SLOW_MS });
  beforeAll(async () => {
    await resetToDemoData();
    smtp = await SmtpCapture.start();
  }, SLOW_MS);
  runWorkerDuringSuite();
  beforeEach(async () => {
    process.env.SMTP_URL = smtp.url;
    await db.rateLimit.deleteMany({});
  });
  afterAll(async () => smtp?.stop());
  return { smtp: () => smtp };
}

let clients = 0;
export function newClient(): ApiClient {
  clients++;
  return new ApiClient({ ip: `10.20.${clients >> 8}.${clients & 255}` });
}

export function signedIn(username: string, rememberMe = false): Promise<ApiClient> {
  return signInWithPassword(newClient(), username, { rememberMe });
}

export function cookieNames(res: ApiResponse): string[] {
  return res.headers
    .getSetCookie()
    .map((c) => c.slice(0, c.indexOf("=")))
    .sort();
}

export function sessionCookie(res: ApiResponse): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith("session="));
}

export async function userLevelOf(client: ApiClient): Promise<number> {
  return (await client.get("/api/usercheck/")).body.userLevel;
}

/** Live (usable) codes of an email and purpose. */
export function liveCodes(email: string, purpose: "login" | "password_reset" | "email_verify") {
  return db.verification.findMany({
    where: { email, purpose, consumedAt: null, expiresAt: { gt: clock.now() }, attempts: { lt: 5 } },
  });
}


export function totpCode(secret: string, stepsBack = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.ms() / 1000) - stepsBack * 30 });
}

/**
 * Turns 2FA on for the client's account through the API. The setup is confirmed with the
 * previous step's code (one step of drift is allowed), so the current step's code is still
 * unused for the test's own sign-in.
 */
export async function enableTotp(client: ApiClient): Promise<string> {
  startFreshTotpStep();
  const setup = await client.get("/api/auth/generate_two_factor_code/");
  const secret: string = setup.body.code;
  const confirm = await client.post("/api/auth/confirm_2fa_setup/", { secret, code: await totpCode(secret, 1) });
  if (confirm.body.codeCheck !== true) throw new Error(`2FA setup failed: ${confirm.text}`);
  return secret;
}

export async function disableTotp(username: string): Promise<void> {
  await db.account.update({ where: { username }, data: { totpSecret: null, totpLastStep: null } });
}
