import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CALLS, type CallKey, type CallSpec } from "./calls";
import { route } from "./route";

// route() checks a handler's answer against the answer schema its call declares: the schema
// whose type the screens import. A handler that drifts from it is caught, not shipped silently.

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
