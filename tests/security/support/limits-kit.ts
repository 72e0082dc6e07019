import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";
import { SmtpCapture } from "../../helpers/smtp-capture";

// Shared by the attacks on the limits: demo data, a real SMTP listener, counters cleared before
// each test, connection addresses of their own, and the app's log lines (one JSON object per
// line on stdout) kept so a test can count what the server judged.

export { DEMO_PASSWORD, db };

export const DEMO = {
  lead: "lead@example-hospital.org",
  member: "member@example-hospital.org",
  editor: "editor@example.org",
} as const;

export type LogLine = Record<string, unknown> & { event: string };

// bcrypt at cost 12 runs in low-priority processes: on a busy machine a sign-in takes long.
const SLOW_MS = 600_000;

export function setUpLimitsSuite(): { smtp: () => SmtpCapture; logs: () => LogLine[]; clearLogs: () => void } {
  let smtp: SmtpCapture;
  let lines: LogLine[] = [];
  vi.setConfig({ testTimeout: SLOW_MS });
  beforeAll(async () => {
    await resetToDemoData();
    smtp = await SmtpCapture.start();
    const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean;
    vi.spyOn(process.stdout, "write").mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === "string" && chunk.startsWith("{")) {
        for (const line of chunk.split("\n").filter(Boolean)) {
          try {
            lines.push(JSON.parse(line) as LogLine);
          } catch {
            /* not one of the app's lines */
          }
        }
        return true;
      }
      return write(chunk, ...rest);
    }) as typeof process.stdout.write);
  }, SLOW_MS);
  beforeEach(async () => {
    process.env.SMTP_URL = smtp.url;
    await db.rateLimit.deleteMany({});
    lines = [];
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await smtp?.stop();
  });
  return { smtp: () => smtp, logs: () => lines, clearLogs: () => (lines = []) };
}

let addresses = 0;
/** A connection address never used before in this run. */
export function freshAddress(): string {
  addresses++;
  return `198.51.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A browser of its own, connecting from an address of its own. */
export function newBrowser(ip = freshAddress()): ApiClient {
  return new ApiClient({ ip });
}

/** The same browser (its cookies) connecting from another address, as an attacker rotates them. */
export function sameBrowserFrom(browser: ApiClient, ip = freshAddress()): ApiClient {
  const copy = new ApiClient({ ip });
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

export async function userLevelOf(client: ApiClient): Promise<number> {
  return (await client.get("/api/usercheck/")).body.userLevel;
}

/** Starts every call at once (the server sees them in parallel) and waits for all. */
export function burst<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}
