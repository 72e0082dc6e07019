import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { DEMO_PASSWORD } from "../helpers/demo";
import { startFreshWindow } from "../helpers/rate-window";
import { buildWorld, clientFor, newClient, type World } from "./support/world";

// A client that sends the start of a body and goes away (a dropped connection, or an attacker
// holding many requests open and cutting them): each answer is "could not be read" (the client's
// request failed, not the server, so nothing is logged as the database being down), nothing is
// written, and no sign-in attempt is counted, so thirty cut-off logins neither lock the account
// nor spend the address's limit.

const UNREADABLE = { errorMessage: "The request could not be read." };

let world: World;
let logged: string[] = [];

beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** Captures what the app writes to stdout and stderr meanwhile. */
function captureLogs() {
  logged = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation(((chunk: unknown) => {
      logged.push(String(chunk));
      return true;
    }) as typeof stream.write);
  }
}

/** The first bytes of `start`, then the connection breaks, as Node reports a client gone away. */
function brokenOff(start: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
}

const loggedEvents = () => logged.flatMap((line) => [...line.matchAll(/"event":"([\w.]+)"/g)].map((m) => m[1]));

describe("bodies their clients broke off", () => {
  it("thirty cut-off saves at once: each unreadable, nothing written, nothing logged as a server failure", async () => {
    const editor = await clientFor(world, "editor");
    const before = await db.project.count();
    captureLogs();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => editor.post("/api/add_edit_project/", brokenOff('{"id":0,"short_description":"Half a proj'))),
    );
    vi.restoreAllMocks();
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 30 }, () => [400, UNREADABLE]));
    expect(await db.project.count()).toBe(before);
    expect(loggedEvents()).not.toContain("database.unavailable");
    expect(loggedEvents()).not.toContain("request.failed");
    // The session those requests went with is untouched.
    expect((await editor.get("/api/usercheck/")).body.userLevel).toBe(6);
  });

  it("thirty cut-off sign-ins count as no attempt: the right password then signs in from the same address", async () => {
    startFreshWindow(15 * 60_000);
    const client = newClient();
    await client.get("/api/usercheck/"); // one session and its CSRF token for all thirty
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client.post("/api/login/", brokenOff('{"username":"member","password":"not-the-pass'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 400));
    const signedIn = await client.post("/api/login/", { username: "member", password: DEMO_PASSWORD, remember_me: false });
    expect(signedIn.status).toBe(200);
  });
});
