import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { CallSpec } from "@/lib/contract";
import { Conflict } from "@/lib/errors";
import { CALLS, type CallKey } from "./calls";
import { reply } from "./reply";
import { route } from "./route";

// route() checks a handler's answer against the answer schema its call declares, and a refusal
// against its declared refusals: the schemas whose types the screens import. A handler that
// drifts from them is caught, not shipped silently. It parses the query string with the call's
// query schema as it parses a body.

const answerSchema = z.object({ response: z.literal("success"), userLevel: z.number().int() });

let err: string[] = [];
beforeEach(() => {
  err = [];
  vi.spyOn(process.stdout, "write").mockImplementation((() => true) as typeof process.stdout.write);
  vi.spyOn(process.stderr, "write").mockImplementation(((chunk: unknown) => (err.push(String(chunk)), true)) as typeof process.stderr.write);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const logged = (event: string) =>
  err.map((line) => JSON.parse(line) as { event?: string; err?: { message: string }; path?: string }).find((l) => l.event === event);

// A call of this test's own, declared as calls.ts declares every call.
const TYPED = "GET /api/typed/" as CallKey;
(CALLS as Record<string, CallSpec>)[TYPED] = { level: 0, answer: answerSchema };

/** A handler that returns `answer` for a call declaring answerSchema, as the server would run it. */
async function callReturning(answer: unknown) {
  // The handler is typed by the schema; a test has to step around that to return a wrong shape.
  const handler = route(TYPED, async () => answer as never);
  const res = await handler(new NextRequest("http://localhost:3000/api/typed/", { headers: { "x-request-id": "req-typed-0001" } }));
  return { status: res.status, text: await res.text() };
}

describe("route() with a declared answer schema", () => {
  it("sends a matching answer exactly as the handler returned it", async () => {
    expect(await callReturning({ response: "success", userLevel: 3 })).toEqual({
      status: 200,
      text: '{"response":"success","userLevel":3}',
    });
  });

  it("fails a wrong shape in development and tests: 500 for the caller, the mismatch named in the log", async () => {
    const res = await callReturning({ response: "success", userLevel: "3" });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.text)).toEqual({ errorMessage: "Something went wrong on our side. Please try again.", requestId: "req-typed-0001" });
    expect(res.text).not.toContain("userLevel");
    const failure = logged("request.failed");
    expect(failure?.err?.message).toMatch(/answer of \/api\/typed\/ does not match.*userLevel/);
  });

  it("catches a missing field and a wrong literal, not only a wrong type", async () => {
    expect((await callReturning({ userLevel: 3 })).status).toBe(500);
    expect((await callReturning({ response: "sent", userLevel: 3 })).status).toBe(500);
  });

  it("in production still answers (unchanged) and logs the mismatch as an error", async () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(await callReturning({ response: "success", userLevel: "3" })).toEqual({
      status: 200,
      text: '{"response":"success","userLevel":"3"}',
    });
    expect(logged("answer.mismatch")).toMatchObject({ path: "/api/typed/", err: { message: expect.stringMatching(/userLevel/) } });
  });
});

// A call that refuses with the record as it is now, and takes a page number in its query.
const REFUSING = "GET /api/refusing/" as CallKey;
(CALLS as Record<string, CallSpec>)[REFUSING] = {
  level: 0,
  query: z.object({ page: z.string().regex(/^\d+$/, { error: "Please give a page number." }).transform(Number) }),
  answer: answerSchema,
  refused: z.strictObject({ errorMessage: z.string(), current: z.number() }),
};

async function refusingCall(handle: (query: unknown) => unknown, address = "/api/refusing/?page=2") {
  const handler = route(REFUSING, async ({ query }) => handle(query) as never);
  const res = await handler(new NextRequest(`http://localhost:3000${address}`, { headers: { "x-request-id": "req-refused-01" } }));
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("route() with declared refusals", () => {
  it("sends a refusal of the declared shape as it is, from a reply or a thrown domain error", async () => {
    expect(await refusingCall(() => reply({ errorMessage: "Changed.", current: 3 }, { status: 409 }))).toEqual({
      status: 409,
      body: { errorMessage: "Changed.", current: 3 },
    });
    const thrown = await refusingCall(() => {
      throw new Conflict("Changed.", { current: 4 });
    });
    expect(thrown).toEqual({ status: 409, body: { errorMessage: "Changed.", current: 4 } });
  });

  it("lets through the refusals any call may give", async () => {
    expect((await refusingCall(() => reply({ errorMessage: "Not now." }, { status: 429 }))).status).toBe(429);
  });

  it("fails a refusal that drifted from its declaration in development and tests", async () => {
    expect((await refusingCall(() => reply({ errorMessage: "Changed.", current: "3" }, { status: 409 }))).status).toBe(500);
    const thrown = await refusingCall(() => {
      throw new Conflict("Changed.", { current: 4, extra: true });
    });
    expect(thrown.status).toBe(500);
    expect(logged("request.failed")?.err?.message).toMatch(/\/api\/refusing\/ does not match/);
  });
});

describe("route() with a declared query", () => {
  it("hands the handler the parsed query", async () => {
    expect(await refusingCall((query) => ({ response: "success", userLevel: (query as { page: number }).page }))).toEqual({
      status: 200,
      body: { response: "success", userLevel: 2 },
    });
  });

  it("answers 422 with field-keyed messages for a bad value, before the handler runs", async () => {
    const handle = vi.fn();
    expect(await refusingCall(handle, "/api/refusing/?page=two")).toEqual({ status: 422, body: { errors: { page: ["Please give a page number."] } } });
    expect(handle).not.toHaveBeenCalled();
  });
});
