import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS, type CallKey } from "@/lib/http/calls";
import type { ApiClient } from "../helpers/api-client";
import { closeChecksumConnection, everythingChecksum } from "./support/checksum";
import { sendGet } from "./support/cell-request";
import { quietAppLogs } from "./support/quiet-logs";
import { ACTORS, buildWorld, clientFor, type World } from "./support/world";

// Attack: a link or an image on another site that changes something. GET /api/auth/
// generate_two_factor_code/ used to replace the TOTP secret being enrolled and GET /api/auth/
// get_passkey_options/ the registration challenge, so such a link broke the enrolment a person
// was in the middle of. Every GET of the table of calls either changes nothing in the whole
// database (sessions' last-seen times and rate counters aside), or is marked as changing state
// and refused, changing nothing, without the app's own CSRF header or Sec-Fetch-Site. A new GET
// that writes anything fails here.

quietAppLogs();

let world: World;
let clients: ApiClient[];
const gets = (Object.keys(CALLS) as CallKey[]).filter((key) => key.startsWith("GET "));
const changesState = (key: CallKey) => "changesState" in CALLS[key] && CALLS[key].changesState === true;
const fromAnotherSite = { "x-csrftoken": "", "sec-fetch-site": "cross-site" };

beforeAll(async () => {
  world = await buildWorld();
  clients = await Promise.all(ACTORS.map((actor) => clientFor(world, actor)));
}, 120_000);
afterAll(closeChecksumConnection);

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}

describe("every GET", () => {
  it("knows which GETs change state: logout, resend, and the starts of the passkey and TOTP ceremonies", () => {
    expect(gets.filter(changesState).sort()).toEqual([
      "GET /api/auth/generate_two_factor_code/",
      "GET /api/auth/get_authentication_options/",
      "GET /api/auth/get_passkey_options/",
      "GET /api/logout/",
      "GET /api/resendverificationemail/",
    ]);
  });

  it("that is not marked as changing state leaves the whole database as it was, at every level", async () => {
    const failures: string[] = [];
    for (const key of gets.filter((k) => !changesState(k))) {
      const path = key.slice(4);
      const before = await everythingChecksum();
      for (const [i, actor] of ACTORS.entries()) await sendGet(clients[i], world, actor, path);
      const changed = changedTables(before, await everythingChecksum());
      if (changed.length) failures.push(`${key}: ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
    // Two checksums of the whole database per GET: the time grows with the table of calls, and
    // beside other test files on two cores it passed 30 seconds.
  }, 120_000);

  it("that changes state is refused from another site (403) and changes nothing, at every level", async () => {
    const failures: string[] = [];
    for (const key of gets.filter(changesState)) {
      const before = await everythingChecksum();
      for (const client of clients) {
        const res = await client.get(key.slice(4), fromAnotherSite);
        if (res.status !== 403) failures.push(`${key}: ${res.status}`);
      }
      const changed = changedTables(before, await everythingChecksum());
      if (changed.length) failures.push(`${key}: ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });
});
