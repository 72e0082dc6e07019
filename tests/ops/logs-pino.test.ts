import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { route } from "@/lib/http/route";
import { createLogger, logError, logEvent, logWarning } from "@/lib/log";

// The server's log lines (pino): JSON with a level, UTC ISO time and the request id; secrets
// under their usual names censored by pino's `redact` configuration, whatever code passes
// them; a 500 logs its stack on the server side only; LOG_LEVEL decides what is written.

let out: string[] = [];
let err: string[] = [];

beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(process.stdout, "write").mockImplementation(((chunk: unknown) => (out.push(String(chunk)), true)) as typeof process.stdout.write);
  vi.spyOn(process.stderr, "write").mockImplementation(((chunk: unknown) => (err.push(String(chunk)), true)) as typeof process.stderr.write);
});
afterEach(() => vi.restoreAllMocks());

const parsed = (chunks: string[]) => chunks.map((c) => JSON.parse(c) as Record<string, unknown>);

const SECRETS = {
  password: "Hunter2-Password-Never-Logged",
  newPassword: "New-Password-Never-Logged-9",
  code: "493817",
  token: "tok_9c1f0e2d7a6b5c4d3e2f1a0b",
  secret: "totp-secret-JBSWY3DPEHPK3PXP",
  cookie: "__Host-session=sealed-cookie-value-abc123",
  authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.payload.signature",
  link: "https://directory.example.org/login/?link_id=link-id-never-logged",
};

describe("pino lines", () => {
  it("are one JSON object per line with a level, UTC ISO time and the event", () => {
    logEvent("auth.login", { accountId: 7, requestId: "req-12345678", level: 3 });
    const [line] = parsed(out);
    expect(out[0].endsWith("\n") && out[0].indexOf("\n") === out[0].length - 1).toBe(true);
    expect(line).toMatchObject({ level: "info", event: "auth.login", accountId: 7, requestId: "req-12345678" });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // An account's level never takes the place of the line's severity.
    expect(line.accountLevel).toBe(3);
  });

  it("send warnings and errors to stderr, the rest to stdout", () => {
    logEvent("a");
    logWarning("b");
    logError("c", new Error("boom"));
    expect(parsed(out).map((l) => [l.event, l.level])).toEqual([["a", "info"]]);
    expect(parsed(err).map((l) => [l.event, l.level])).toEqual([
      ["b", "warn"],
      ["c", "error"],
    ]);
  });

  it("censor secrets passed under their usual names, at the top level and one level down", () => {
    logEvent("careless", { ...SECRETS });
    createLogger().info({ event: "careless.nested", req: { headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization } }, body: { ...SECRETS } });
    logError("careless.error", new Error("failed"), { password: SECRETS.password, code: SECRETS.code });
    const text = [...out, ...err].join("");
    expect(out.length + err.length).toBe(3);
    for (const [name, value] of Object.entries(SECRETS)) expect(text.includes(value), `${name} appears in ${text}`).toBe(false);
    expect(parsed(out)[0]).toMatchObject({ password: "[redacted]", code: "[redacted]", token: "[redacted]" });
  });

  it("LOG_LEVEL decides what is written", () => {
    const quiet = createLogger({ level: "warn" });
    quiet.info({ event: "not.written" });
    quiet.warn({ event: "written" });
    expect(out).toEqual([]);
    expect(parsed(err).map((l) => l.event)).toEqual(["written"]);
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "error";
    try {
      const fromSetting = createLogger();
      fromSetting.warn({ event: "below.error" });
      fromSetting.error({ event: "error.written" });
      expect(parsed(err).map((l) => l.event)).toEqual(["written", "error.written"]);
    } finally {
      if (previous === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = previous;
    }
  });
});

describe("a request that fails with 500", () => {
  it("logs its stack with the request id on the server, and answers without it", async () => {
    const handler = route("GET /api/usercheck/", async () => {
      logEvent("inside.handler");
      throw new Error("database row exploded");
    });
    const req = new NextRequest("http://localhost:3000/api/explode/", { headers: { "x-request-id": "req-explode-0001" } });
    const res = await handler(req);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain("exploded");
    expect(body).not.toMatch(/\bat \S+ \(/);
    expect(JSON.parse(body)).toMatchObject({ requestId: "req-explode-0001" });

    const failure = parsed(err).find((l) => l.event === "request.failed") as { requestId: string; err: { message: string; stack: string } };
    expect(failure.requestId).toBe("req-explode-0001");
    expect(failure.err.message).toBe("database row exploded");
    expect(failure.err.stack).toMatch(/\n\s+at /);
    // Lines logged inside the request carry its id without being given it.
    expect(parsed(out).find((l) => l.event === "inside.handler")?.requestId).toBe("req-explode-0001");
  });
});

describe("pino lines in a terminal", () => {
  it("are readable lines (pino-pretty) when stdout is a terminal, secrets still censored; JSON again when it is not", () => {
    const wasTty = process.stdout.isTTY;
    process.stdout.isTTY = true;
    try {
      createLogger({ level: "info" }).info({ mailId: 12, code: SECRETS.code }, "mail.delivered");
    } finally {
      process.stdout.isTTY = wasTty;
    }
    const text = out.join("");
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toMatch(/INFO.*mail\.delivered/);
    expect(text).toMatch(/mailId.*12/);
    expect(text).not.toContain(SECRETS.code);
    out = [];
    createLogger({ level: "info" }).info({ mailId: 13 }, "mail.delivered");
    expect(parsed(out)).toEqual([expect.objectContaining({ event: "mail.delivered", mailId: 13 })]);
  });
});
