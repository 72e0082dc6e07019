import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, type ScriptRun } from "../../helpers/run-script";
import { db, newClient, SLOW, prepareAdminSuite } from "./kit";

prepareAdminSuite();

// The operator's command line, run as `npm run admin` runs it, against the test database.


function runAdmin(args: string[], env: Record<string, string | undefined> = {}): Promise<ScriptRun> {
  return runScript("scripts/admin.ts", args, { APP_URL: "http://localhost:3000", SMTP_URL: "", ...env });
}

describe("npm run admin", SLOW, () => {

  it("create-admin prints a one-time link with which the new admin sets a password and signs in", async () => {
    const res = await runAdmin(["create-admin", "--username", "opsadmin", "--email", "ops@example.org"]);
    expect(res.err).toBe("");
    expect(res.code).toBe(0);
    const url = res.out.match(/http:\/\/localhost:3000\/set_password\/\?token=[\w-]+/)?.[0];
    expect(url).toBeDefined();
    const account = await db.account.findUniqueOrThrow({ where: { username: "opsadmin" }, omit: { passwordHash: false } });
    expect(account).toMatchObject({ level: 9, passwordHash: null });
    const log = await db.activityLog.findFirstOrThrow({ where: { action: "account.create", entityId: account.id } });
    expect(log).toMatchObject({ actorName: "operator", accountId: null });

    const token = new URL(url!).searchParams.get("token");
    const password = "Granite-Meadow-Compass-19";
    const set = await newClient().post("/api/auth/set_password/", { action: "set", token, password1: password, password2: password });
    expect(set.body).toEqual({ success: true, username: "opsadmin" });
    const client = newClient();
    await client.login("opsadmin", password);
    expect((await client.get("/api/admin/accounts/")).status).toBe(200);
  });

  it("create-admin applies the same rules as the screen", async () => {
    const res = await runAdmin(["create-admin", "--username", "admin", "--email", "Editor@example.org"]);
    expect(res.code).toBe(1);
    expect(res.err).toContain("username: This username is already taken");
    expect(res.err).toContain("email: This email address already belongs to an account");
    const bad = await runAdmin(["create-admin", "--username", "x", "--email", "not-an-address"]);
    expect(bad.err).toContain("email: Please enter a valid email address");
    expect(bad.err).toContain("username: Please enter a username of 3 to 150 letters");
  });

  it("reset-2fa and disable change the account and log the operator", async () => {
    await db.account.update({ where: { username: "opsadmin" }, data: { totpSecret: "encrypted" } });
    expect((await runAdmin(["reset-2fa", "--username", "opsadmin"])).code).toBe(0);
    const disabled = await runAdmin(["disable", "--username=opsadmin"]);
    expect(disabled.out).toContain("opsadmin is disabled");
    const account = await db.account.findUniqueOrThrow({ where: { username: "opsadmin" }, omit: { totpSecret: false } });
    expect(account).toMatchObject({ totpSecret: null, disabled: true });
    const log = await db.activityLog.findFirstOrThrow({ where: { action: "account.disable", entityId: account.id } });
    expect(log.actorName).toBe("operator");
  });

  it("will not disable the last enabled level 9 account", async () => {
    const res = await runAdmin(["disable", "--username", "admin"]);
    expect(res.code).toBe(1);
    expect(res.err).toContain("At least one enabled level 9 account must remain.");
    expect((await db.account.findUniqueOrThrow({ where: { username: "admin" } })).disabled).toBe(false);
  });

  it("list-organisations prints each organisation with its domains", async () => {
    const res = await runAdmin(["list-organisations"]);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Example Teaching Hospital\texample-hospital\.org/);
    expect(res.out).toMatch(/Northern School of Anaesthesia\tnorthern-school\.example/);
  });

  it("names an unknown account or command", async () => {
    expect((await runAdmin(["reset-2fa", "--username", "nobody"])).err).toContain("That account no longer exists.");
    const unknown = await runAdmin(["make-coffee"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "make-coffee"');
  });

  it("without DATABASE_URL, refuses to open an embedded database a running app is using", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
    try {
      fs.mkdirSync(path.join(dataDir, "postgres"));
      const missing = await runAdmin(["list-organisations"], { DATABASE_URL: "", DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.err).toContain("Run `npm start` once");
      fs.writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "18\n");
      // This test process stands in for the PostgreSQL of a running app.
      fs.writeFileSync(path.join(dataDir, "postgres", "postmaster.pid"), `${process.pid}\n${dataDir}/postgres\n`);
      const busy = await runAdmin(["list-organisations"], { DATABASE_URL: "", DATA_DIR: dataDir });
      expect(busy.code).toBe(1);
      expect(busy.err).toContain(`is in use by a running app (PostgreSQL pid ${process.pid})`);
      expect(busy.err).toContain("set DATABASE_URL");
      expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
