import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ApiClient } from "../helpers/api-client";
import { SmtpCapture } from "../helpers/smtp-capture";
import { fuzzBodies, type FuzzBody } from "./support/arbitraries";
import { closeChecksumConnection, dataChecksum } from "./support/checksum";
import { BODYLESS_POSTS, POST_SCHEMAS, SLOW_ENDPOINTS } from "./support/post-schemas";
import { quietAppLogs } from "./support/quiet-logs";
import { discoverEndpoints } from "./support/routes";
import { buildWorld, clientFor, type World } from "./support/world";

// Property-based fuzzing of every POST endpoint, signed in as an admin (so the body, not the
// level, decides). For any body: the answer is 2xx or 4xx (never 5xx), shows no stack trace
// or internals, and a refused request leaves the data exactly as it was.

quietAppLogs();

const RUNS = 30;
const SLOW_RUNS = 6;
const INTERNALS = /\n\s+at |node_modules|\.tsx?:\d+|\.js:\d+|Prisma|Invalid `|SELECT |syntax error|TypeError|ReferenceError/;

let world: World;
let smtp: SmtpCapture;
let admin: ApiClient;
let postPaths: string[];

beforeAll(async () => {
  world = await buildWorld();
  smtp = await SmtpCapture.start();
  postPaths = (await discoverEndpoints()).filter((e) => e.method === "POST").map((e) => e.path);
}, 120_000);
afterAll(async () => {
  await smtp?.stop();
  await closeChecksumConnection();
});

/** Admin's session, renewed if a fuzzed body happened to end it. */
async function adminClient(): Promise<ApiClient> {
  if (!admin || (await admin.get("/api/usercheck/")).body.userLevel !== 9) admin = await clientFor(world, "admin");
  return admin;
}

const wire = (body: FuzzBody) => ("raw" in body ? body.raw : JSON.stringify(body.json));

describe("hostile query strings on every GET endpoint", () => {
  it("answers 2xx/4xx without internals for NUL, huge, unicode and JSON-breaking parameters", async () => {
    const client = await adminClient();
    const gets = (await discoverEndpoints()).filter((e) => e.method === "GET").map((e) => e.path);
    const values = ["a%00b", "%E2%80%AE%F0%9F%92%A5", "x".repeat(5000), "%7B%22text%22%3A%22a%5Cu0000%22%7D", "%7B"];
    const failures: string[] = [];
    for (const path of gets.filter((p) => p !== "/api/logout/")) {
      for (const value of values) {
        const res = await client.get(`${path}?q=${value}&page=${value}&scope=${value}`);
        if (res.status >= 500 || INTERNALS.test(res.text)) failures.push(`${path} ?=${value.slice(0, 20)}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("fuzzing every POST endpoint", () => {
  it("knows the payload schema of every POST endpoint", () => {
    expect(postPaths.filter((p) => !POST_SCHEMAS[p] && !BODYLESS_POSTS.includes(p))).toEqual([]);
    // A POST without a body schema must be a deliberate exception, named here.
    expect(BODYLESS_POSTS).toEqual(["/api/mail/unsubscribe/"]);
  });

  for (const [path, schema] of Object.entries(POST_SCHEMAS)) {
    it(`POST ${path}: only 2xx/4xx, no stack trace, nothing changed by a refusal`, async () => {
      await db.rateLimit.deleteMany({});
      let known: Record<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(fuzzBodies(schema), async (body) => {
          const client = await adminClient();
          const before = known ?? (await dataChecksum());
          const res = await client.post(path, wire(body));
          expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(200);
          expect(res.text).not.toMatch(INTERNALS);
          if (res.status >= 400) {
            const after = await dataChecksum();
            expect(after, `refused with ${res.status} yet changed the data`).toEqual(before);
            known = after;
          } else {
            known = undefined;
          }
        }),
        { numRuns: SLOW_ENDPOINTS.has(path) ? SLOW_RUNS : RUNS },
      );
    }, 180_000);
  }

  it("a NUL character in any POST body is refused as unreadable (400) before any work", async () => {
    const client = await adminClient();
    const before = await dataChecksum();
    for (const path of postPaths.filter((p) => !BODYLESS_POSTS.includes(p))) {
      const res = await client.post(path, '{"id":"a\\u0000b","email":"x\\u0000@example.org","\\u0000":1}');
      expect(res.status, path).toBe(400);
    }
    expect(await dataChecksum()).toEqual(before);
  });

  it("no body polluted Object.prototype", () => {
    const probe = {} as Record<string, unknown>;
    expect([probe.level, probe.isAdmin, probe.polluted]).toEqual([undefined, undefined, undefined]);
  });
});
