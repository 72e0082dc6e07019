import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountKey } from "@/lib/auth/sign-in-attempts";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/rate-limit/limits";
import { windowStartOf } from "@/lib/rate-limit/count-hit";
import type { ApiResponse } from "../helpers/api-client";
import { resetToDemoData } from "../helpers/demo";
import { SmtpCapture } from "../helpers/smtp-capture";
import { quietAppLogs } from "./support/quiet-logs";
import { newClient } from "./support/world";

// Account enumeration (docs/product.md#security-parameters): the password login, the emailed-code
// request and the reset request answer an existing account, an unknown one and a locked one alike:
// same status, body, header names and cookie names, and median times within 15 ms over 50 requests
// each. The three kinds are interleaved, and compared round by round, so that the machine's load
// falls on all of them alike.

quietAppLogs();

const ROUNDS = 50;
const WARM_UP = 3;
const MAX_MEDIAN_GAP_MS = 15;

type Kind = "existing" | "unknown" | "locked";
const KINDS: Kind[] = ["existing", "unknown", "locked"];

let smtp: SmtpCapture;
let lockKey: string;

beforeAll(async () => {
  await resetToDemoData();
  smtp = await SmtpCapture.start();
  const lead = await db.account.findUniqueOrThrow({ where: { username: "lead" } });
  lockKey = accountKey(lead.id);
}, 120_000);
afterAll(async () => smtp?.stop());

/** Keeps "lead" locked (5 failures in the window) and every other counter at zero. */
async function resetCounters() {
  await db.rateLimit.deleteMany({ where: { NOT: { key: lockKey } } });
  const { windowMs, max } = LIMITS.accountFailures;
  const windowStart = windowStartOf(windowMs);
  await db.rateLimit.upsert({
    where: { key_windowStart: { key: lockKey, windowStart } },
    create: { key: lockKey, windowStart, count: max, expiresAt: new Date(windowStart.getTime() + windowMs) },
    update: { count: max },
  });
}

type Shape = { status: number; body: string; headers: string[]; cookies: string[] };
const shapeOf = (res: ApiResponse): Shape => ({
  status: res.status,
  body: JSON.stringify(res.body),
  headers: [...res.headers.keys()].sort(),
  cookies: res.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("="))).sort(),
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The times of the three kinds, round by round, over one interleaved batch; the shapes are checked as it goes. */
async function measure(path: string, bodies: Record<Kind, unknown>): Promise<Record<Kind, number[]>> {
  const shapes: Record<Kind, Shape[]> = { existing: [], unknown: [], locked: [] };
  const times: Record<Kind, number[]> = { existing: [], unknown: [], locked: [] };
  // Unmeasured warm-up rounds: the first calls of a path pay for module loading and connections.
  for (let round = -WARM_UP; round < ROUNDS; round++) {
    // A different order each round, so no kind always runs first.
    const order = [...KINDS].sort(() => Math.random() - 0.5);
    for (const kind of order) {
      await resetCounters();
      const client = newClient();
      await client.get("/api/usercheck/");
      const started = performance.now();
      const res = await client.post(path, bodies[kind]);
      if (round < 0) continue;
      times[kind].push(performance.now() - started);
      shapes[kind].push(shapeOf(res));
    }
  }
  for (const kind of KINDS) {
    expect(new Set(shapes[kind].map((s) => JSON.stringify(s))).size, `${kind} answers alike every time`).toBe(1);
  }
  expect(shapes.unknown[0], "unknown vs existing").toEqual(shapes.existing[0]);
  expect(shapes.locked[0], "locked vs existing").toEqual(shapes.existing[0]);
  return times;
}

/**
 * The largest time difference between two kinds: for each pair, the median over the rounds of
 * the difference within a round. The kinds of one round run back to back, so load that comes
 * and goes on a shared machine falls on both sides of each difference alike.
 */
function largestGap(times: Record<Kind, number[]>): number {
  let gap = 0;
  for (const a of KINDS) {
    for (const b of KINDS) {
      if (a < b) gap = Math.max(gap, Math.abs(median(times[a].map((t, round) => t - times[b][round]))));
    }
  }
  return gap;
}

/**
 * Same answers, and times within 15 ms. A second batch is measured only when the first misses:
 * on a shared machine one batch can be skewed by load that has nothing to do with the app,
 * while a real difference (work done for one kind only) shows in every batch.
 */
async function compare(path: string, bodies: Record<Kind, unknown>) {
  const report: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const times = await measure(path, bodies);
    const gap = largestGap(times);
    report.push(`${KINDS.map((k) => median(times[k]).toFixed(1)).join(" / ")} (largest paired gap ${gap.toFixed(1)})`);
    if (gap < MAX_MEDIAN_GAP_MS) return;
  }
  expect.fail(`median ms existing / unknown / locked differ by ${MAX_MEDIAN_GAP_MS} ms or more in each batch: ${report.join("; ")}`);
}

describe("account enumeration", () => {
  it("POST /api/auth/request_password_reset_code/ answers alike for existing, unknown and locked accounts", async () => {
    await compare("/api/auth/request_password_reset_code/", {
      existing: { email: "member@example-hospital.org" },
      unknown: { email: "nobody.here@example-hospital.org" },
      locked: { email: "lead@example-hospital.org" },
    });
  }, 240_000);

  it("POST /api/auth/email_domain_login/ answers alike for an account, an unknown address of a partner, and a locked account", async () => {
    await compare("/api/auth/email_domain_login/", {
      existing: { email: "member@example-hospital.org" },
      unknown: { email: "nobody.here@example-hospital.org" },
      locked: { email: "lead@example-hospital.org" },
    });
  }, 240_000);

  it("POST /api/login/ answers a wrong password alike for existing, unknown and locked accounts", async () => {
    await compare("/api/login/", {
      existing: { username: "member", password: "not-the-password" },
      unknown: { username: "nobody-here", password: "not-the-password" },
      locked: { username: "lead", password: "not-the-password" },
    });
  }, 600_000);
});
