import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dataChecksum, closeChecksumConnection } from "./support/checksum";
import { leaksOf } from "./support/leaks";
import { quietAppLogs } from "./support/quiet-logs";
import { discoverEndpoints, endpointKey, type Endpoint } from "./support/routes";
import type { ApiClient } from "../helpers/api-client";
import { ACTORS, buildWorld, clientFor, type ActorName, type Target, type World } from "./support/world";
import { ENDPOINT_MATRIX, type Expected } from "./endpoint-matrix";

// Every /api/ endpoint x every level (0, 2, 3 lead, 3 non-lead, 5, 6, 9) x the caller's own
// and someone else's object, from the one table in endpoint-matrix.ts. Each cell checks the
// status; every refusal must show no data, and a refused POST must change nothing.

const expectedFor = (expected: Expected, target: Target) => (typeof expected === "number" ? expected : expected[target]);

quietAppLogs();

let world: World;
let endpoints: Endpoint[];
const clients = new Map<ActorName, ApiClient>();

/** One session per actor for the whole table (a call that ends it gets a fresh one). */
async function sessionOf(actor: ActorName, fresh: boolean): Promise<ApiClient> {
  if (fresh) return clientFor(world, actor);
  let client = clients.get(actor);
  if (!client) {
    client = await clientFor(world, actor);
    clients.set(actor, client);
  }
  return client;
}

beforeAll(async () => {
  world = await buildWorld();
  endpoints = await discoverEndpoints();
}, 120_000);
afterAll(closeChecksumConnection);

describe("the authorisation matrix covers every endpoint", () => {
  it("has a row for every route file's method (a new endpoint without a row fails here)", () => {
    const rows = new Set(ENDPOINT_MATRIX.map((r) => endpointKey(r.method, r.path)));
    const missing = endpoints.filter((e) => !rows.has(e.key)).map((e) => e.key);
    expect(missing, "endpoints without a row in tests/security/endpoint-matrix.ts").toEqual([]);
  });

  it("has no row for an endpoint that does not exist", () => {
    const existing = new Set<string>(endpoints.map((e) => e.key));
    const stale = ENDPOINT_MATRIX.map((r) => endpointKey(r.method, r.path)).filter((k) => !existing.has(k));
    expect(stale).toEqual([]);
  });
});

for (const row of ENDPOINT_MATRIX) {
  describe(`${row.method} ${row.path}`, () => {
    for (const matrixCase of row.cases) {
      it(`${matrixCase.name}: every level, own and other objects`, async () => {
        await db.rateLimit.deleteMany({});
        const failures: string[] = [];
        const targets: Target[] = matrixCase.targeted ? ["own", "other"] : ["own"];
        for (const actor of ACTORS) {
          for (const target of targets) {
            const cell = { world, actor, target };
            const where = `${actor}${matrixCase.targeted ? ` / ${target}` : ""}`;
            const client = await sessionOf(actor, matrixCase.endsSession === true || matrixCase.freshProof === true);
            const request = await matrixCase.request(cell);
            const wanted = expectedFor(matrixCase.expect[actor], target);
            const before = row.method === "POST" && wanted >= 400 ? await dataChecksum() : undefined;
            const res =
              row.method === "GET"
                ? await client.get(`${row.path}${request.query ?? ""}`)
                : await client.post(row.path, request.body ?? {});
            if (res.status !== wanted) {
              failures.push(`${where}: status ${res.status}, expected ${wanted} (${res.text.slice(0, 160)})`);
              continue;
            }
            if (res.status >= 400) {
              for (const leak of leaksOf(res)) failures.push(`${where}: the refusal ${leak}`);
              if (before) {
                const after = await dataChecksum();
                const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
                if (changed.length) failures.push(`${where}: a refused call changed ${changed.join(", ")}`);
              }
            } else if (matrixCase.check) {
              try {
                matrixCase.check(res, cell);
              } catch (error) {
                failures.push(`${where}: ${(error as Error).message}`);
              }
            }
          }
        }
        expect(failures).toEqual([]);
      });
    }
  });
}
