import pg from "pg";
import { runScript, type ScriptRun } from "../helpers/run-script";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// ENCRYPTION_KEY: stored TOTP secrets (and identity providers' client secrets) are sealed with it, an installation without it keeps
// using the SESSION_SECRET derivation, ENCRYPTION_KEY_PREVIOUS is accepted for reading, and
// `npm run admin -- rotate-encryption-key` moves every stored secret to the current key.
// Settings are read once per module load, so each phase loads secret-box afresh.

const PURPOSE = "totp-secret";
const CLIENT_SECRET_PURPOSE = "oidc-client-secret";
const CLIENT_SECRET = "an-identity-provider-client-secret";
const TOTP = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const OLD_SESSION_SECRET = process.env.SESSION_SECRET!;
const KEY_1 = "first-encryption-key-0123456789-abcdefghijkl";
const KEY_2 = "second-encryption-key-0123456789-abcdefghijk";
const SETTINGS = ["SESSION_SECRET", "ENCRYPTION_KEY", "ENCRYPTION_KEY_PREVIOUS"] as const;

type Settings = Partial<Record<(typeof SETTINGS)[number], string>>;

async function secretBoxWith(settings: Settings) {
  for (const name of SETTINGS) {
    if (settings[name] === undefined) delete process.env[name];
    else process.env[name] = settings[name];
  }
  vi.resetModules();
  return import("@/lib/crypto/secret-box");
}

let client: pg.Client;
let accountId: number;
let organisationId: number;

async function storedClientSecret(): Promise<string> {
  const { rows } = await client.query<{ client_secret: string }>("SELECT client_secret FROM identity_provider WHERE organisation_id = $1", [organisationId]);
  return rows[0].client_secret;
}

async function storedSecret(): Promise<string> {
  const { rows } = await client.query<{ totp_secret: string }>("SELECT totp_secret FROM account WHERE id = $1", [accountId]);
  return rows[0].totp_secret;
}

function runAdmin(args: string[], settings: Settings): Promise<ScriptRun> {
  const env: Record<string, string | undefined> = { APP_URL: "http://localhost:3000", SMTP_URL: "" };
  for (const name of SETTINGS) env[name] = settings[name] ?? "";
  return runScript("scripts/admin.ts", args, env);
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("DELETE FROM account WHERE username = 'rotation-test'");
  const { rows } = await client.query<{ id: number }>(
    "INSERT INTO account (username, email, level, email_verified) VALUES ('rotation-test', 'rotation@example.org', 3, 2) RETURNING id",
  );
  accountId = rows[0].id;
  await client.query("DELETE FROM organisation WHERE name = 'Rotation Test Trust'");
  const organisation = await client.query<{ id: number }>("INSERT INTO organisation (name) VALUES ('Rotation Test Trust') RETURNING id");
  organisationId = organisation.rows[0].id;
});

afterAll(async () => {
  await client.query("DELETE FROM account WHERE id = $1", [accountId]);
  await client.query("DELETE FROM organisation WHERE id = $1", [organisationId]);
  await client.end();
  process.env.SESSION_SECRET = OLD_SESSION_SECRET;
  delete process.env.ENCRYPTION_KEY;
  delete process.env.ENCRYPTION_KEY_PREVIOUS;
});

describe("the key for stored secrets", () => {
  it("without ENCRYPTION_KEY uses the SESSION_SECRET derivation, so an existing installation keeps working", async () => {
    const legacy = await secretBoxWith({ SESSION_SECRET: OLD_SESSION_SECRET });
    expect(legacy.usesEncryptionKey()).toBe(false);
    const sealed = legacy.seal(TOTP, PURPOSE);
    // The form stored before ENCRYPTION_KEY existed: the same derivation, so the same box opens it.
    expect(legacy.open(sealed, PURPOSE)).toBe(TOTP);
    await client.query("UPDATE account SET totp_secret = $1 WHERE id = $2", [sealed, accountId]);
    await client.query(
      `INSERT INTO identity_provider (organisation_id, issuer, client_id, client_secret, updated_at)
       VALUES ($1, 'https://idp.example', 'client', $2, now())`,
      [organisationId, legacy.seal(CLIENT_SECRET, CLIENT_SECRET_PURPOSE)],
    );

    // Setting ENCRYPTION_KEY later: what was stored before still opens (the old derivation is
    // accepted for reading while SESSION_SECRET is unchanged), and new secrets use the new key.
    const moved = await secretBoxWith({ SESSION_SECRET: OLD_SESSION_SECRET, ENCRYPTION_KEY: KEY_1 });
    expect(moved.open(sealed, PURPOSE)).toBe(TOTP);
    expect(moved.openWithKeyInfo(sealed, PURPOSE)?.current).toBe(false);
    const fresh = moved.seal(TOTP, PURPOSE);
    const keyOnly = await secretBoxWith({ SESSION_SECRET: "a-different-session-secret-0123456789-xyz", ENCRYPTION_KEY: KEY_1 });
    expect(keyOnly.open(fresh, PURPOSE)).toBe(TOTP);
    // Before the rotation, a changed SESSION_SECRET loses the old secrets: that is what the
    // start-up warning and the rotation command are for.
    expect(keyOnly.open(sealed, PURPOSE)).toBeNull();
  });

  it("rotate-encryption-key: old derivation → KEY_1 → KEY_2, then only the current key is needed", { timeout: 60_000 }, async () => {
    const legacyValue = await storedSecret();
    const legacyClientSecret = await storedClientSecret();

    const first = await runAdmin(["rotate-encryption-key"], { SESSION_SECRET: OLD_SESSION_SECRET, ENCRYPTION_KEY: KEY_1 });
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Re-encrypted [1-9]\d* stored secret\(s\) with ENCRYPTION_KEY/);
    const afterFirst = await storedSecret();
    expect(afterFirst).not.toBe(legacyValue);
    // Now SESSION_SECRET can change without touching two-factor enrolments.
    const box1 = await secretBoxWith({ SESSION_SECRET: "a-different-session-secret-0123456789-xyz", ENCRYPTION_KEY: KEY_1 });
    expect(box1.open(afterFirst, PURPOSE)).toBe(TOTP);
    // The identity provider's client secret moved with it.
    expect(await storedClientSecret()).not.toBe(legacyClientSecret);
    expect(box1.open(await storedClientSecret(), CLIENT_SECRET_PURPOSE)).toBe(CLIENT_SECRET);

    // A second rotation, with the first key kept for reading meanwhile.
    const during = await secretBoxWith({ SESSION_SECRET: OLD_SESSION_SECRET, ENCRYPTION_KEY: KEY_2, ENCRYPTION_KEY_PREVIOUS: KEY_1 });
    expect(during.open(afterFirst, PURPOSE)).toBe(TOTP);
    const second = await runAdmin(["rotate-encryption-key"], { SESSION_SECRET: OLD_SESSION_SECRET, ENCRYPTION_KEY: KEY_2, ENCRYPTION_KEY_PREVIOUS: KEY_1 });
    expect(second.code).toBe(0);
    const afterSecond = await storedSecret();
    expect(afterSecond).not.toBe(afterFirst);

    const box2 = await secretBoxWith({ SESSION_SECRET: "yet-another-session-secret-0123456789-xyz", ENCRYPTION_KEY: KEY_2 });
    expect(box2.open(afterSecond, PURPOSE)).toBe(TOTP);
    expect(box2.openWithKeyInfo(afterSecond, PURPOSE)?.current).toBe(true);
    expect(box2.openWithKeyInfo(await storedClientSecret(), CLIENT_SECRET_PURPOSE)?.current).toBe(true);
    // The retired key no longer opens it.
    const retired = await secretBoxWith({ SESSION_SECRET: "yet-another-session-secret-0123456789-xyz", ENCRYPTION_KEY: KEY_1 });
    expect(retired.open(afterSecond, PURPOSE)).toBeNull();

    // Running it again changes nothing.
    const again = await runAdmin(["rotate-encryption-key"], { SESSION_SECRET: OLD_SESSION_SECRET, ENCRYPTION_KEY: KEY_2 });
    expect(again.out).toMatch(/Re-encrypted 0 stored secret\(s\)/);
    expect(await storedSecret()).toBe(afterSecond);
  });

  it("a rotation with a key that opens nothing reports the unreadable secrets and leaves them", { timeout: 30_000 }, async () => {
    const before = await storedSecret();
    const res = await runAdmin(["rotate-encryption-key"], { SESSION_SECRET: OLD_SESSION_SECRET, ENCRYPTION_KEY: KEY_1 });
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/[1-9]\d* secret\(s\) could not be read/);
    expect(await storedSecret()).toBe(before);
  });

  it("refuses a short ENCRYPTION_KEY by name", async () => {
    const { parseEnv } = await import("@/lib/env");
    expect(() => parseEnv({ ENCRYPTION_KEY: "short" })).toThrow(/ENCRYPTION_KEY: must be at least 32 characters/);
    expect(() => parseEnv({ ENCRYPTION_KEY_PREVIOUS: `${KEY_1},short` })).toThrow(/ENCRYPTION_KEY_PREVIOUS/);
    expect(parseEnv({ ENCRYPTION_KEY_PREVIOUS: ` ${KEY_1} , ${KEY_2}` }).ENCRYPTION_KEY_PREVIOUS).toEqual([KEY_1, KEY_2]);
  });
});
