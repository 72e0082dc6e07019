import { describe, expect, it, vi } from "vitest";

// lib/env.ts is server-only; the marker package throws outside the react-server condition.
vi.mock("server-only", () => ({}));

const { mailProblem, migrationUrl, parseEnv } = await import("./env");

const SECRET = "s".repeat(32);

function failureOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected parseEnv to fail");
}

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toContain("@");
    expect(env.DEMO_PASSWORD).toBe("Anaesthesia-Demo-2026");
  });

  it("names the organisation after MAIL_FROM unless ORGANISATION_NAME says otherwise", () => {
    expect(parseEnv({}).ORGANISATION_NAME).toBe("Project Directory");
    expect(parseEnv({ MAIL_FROM: '"Northern School" <directory@northern.example>' }).ORGANISATION_NAME).toBe("Northern School");
    expect(parseEnv({ MAIL_FROM: "directory@northern.example" }).ORGANISATION_NAME).toBe("Project Directory");
    expect(parseEnv({ MAIL_FROM: "Northern School <directory@northern.example>", ORGANISATION_NAME: "  Northern School of Anaesthesia " }).ORGANISATION_NAME).toBe(
      "Northern School of Anaesthesia",
    );
    expect(failureOf({ ORGANISATION_NAME: "x".repeat(201) })).toContain("ORGANISATION_NAME");
  });

  it("derives APP_URL from PORT when APP_URL is unset", () => {
    expect(parseEnv({ PORT: "4123" }).APP_URL).toBe("http://localhost:4123");
  });

  it("keeps an explicit APP_URL without its trailing slash", () => {
    expect(parseEnv({ PORT: "4123", APP_URL: "https://dir.example.org/" }).APP_URL).toBe(
      "https://dir.example.org",
    );
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("seeds demo data by default only for the embedded database", () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db:5432/directory" }).SEED_DEMO).toBe(false);
  });

  it("lets SEED_DEMO override the default either way", () => {
    expect(parseEnv({ SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://db/x", SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://app:pw@db:5432/directory",
      SESSION_SECRET: SECRET,
      SMTP_URL: "smtps://user:pw@mail.example.org:465",
      APP_URL: "https://dir.example.org",
      PORT: "8080",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SESSION_SECRET).toBe(SECRET);
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["SESSION_SECRET", { SESSION_SECRET: "too-short" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/directory" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.org" }],
    ["APP_URL", { APP_URL: "ftp://dir.example.org" }],
    ["APP_URL", { APP_URL: "not a url" }],
    ["SEED_DEMO", { SEED_DEMO: "maybe" }],
    ["DEMO_PASSWORD", { DEMO_PASSWORD: "short" }],
  ])("rejects a bad %s with a message naming it", (name, source) => {
    const message = failureOf(source);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`  ${name}: `);
  });

  it("names every bad variable at once", () => {
    const message = failureOf({ PORT: "abc", SMTP_URL: "http://x" });
    expect(message).toContain("PORT: ");
    expect(message).toContain("SMTP_URL: ");
  });
});

describe("operator settings", () => {
  const PROD = "postgresql://app:pw@pooler:6432/directory";

  it("default to a pool of 10, LOG_LEVEL info, no outbox and no previous keys", () => {
    const env = parseEnv({});
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.MAIL_OUTBOX).toBe(false);
    expect(env.ENCRYPTION_KEY_PREVIOUS).toEqual([]);
    expect(env.HOST).toBeUndefined();
  });

  it("send migrations to DIRECT_DATABASE_URL when set, else DATABASE_URL", () => {
    expect(migrationUrl(parseEnv({ DATABASE_URL: PROD }))).toBe(PROD);
    const direct = "postgresql://app:pw@db:5432/directory";
    expect(migrationUrl(parseEnv({ DATABASE_URL: PROD, DIRECT_DATABASE_URL: direct }))).toBe(direct);
  });

  it("refuse production without SMTP_URL unless MAIL_OUTBOX=1, naming both", () => {
    expect(mailProblem(parseEnv({}))).toBeNull();
    const refusal = mailProblem(parseEnv({ DATABASE_URL: PROD }));
    expect(refusal).toContain("SMTP_URL: ");
    expect(refusal).toContain("MAIL_OUTBOX=1");
    expect(mailProblem(parseEnv({ DATABASE_URL: PROD, MAIL_OUTBOX: "1" }))).toBeNull();
    expect(mailProblem(parseEnv({ DATABASE_URL: PROD, SMTP_URL: "smtp://mail:25" }))).toBeNull();
  });

  it("name bad values of the new settings", () => {
    const message = failureOf({ DATABASE_POOL_SIZE: "0", LOG_LEVEL: "loud", ENCRYPTION_KEY: "short", DIRECT_DATABASE_URL: "x" });
    for (const name of ["DATABASE_POOL_SIZE", "LOG_LEVEL", "ENCRYPTION_KEY", "DIRECT_DATABASE_URL"]) expect(message).toContain(`${name}: `);
  });
});
