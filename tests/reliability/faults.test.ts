import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { MAIL_FAILED_MESSAGE } from "@/lib/auth/verification/send-code-mail";
import { closeChecksumConnection, dataChecksum } from "../security/support/checksum";
import { quietAppLogs } from "../security/support/quiet-logs";
import { buildWorld, clientFor, createProject, newClient, type World } from "../security/support/world";
import { openConnection } from "./support/pg";

// Faults: the mail server unreachable, and a failure injected in the middle of a write. The
// person gets a clear answer, and nothing is left half-done: no code that was never mailed,
// no project missing half its rows. (The database outage is in database-outage.test.ts.)

quietAppLogs();

let world: World;

beforeAll(async () => {
  world = await buildWorld();
}, 120_000);
afterAll(closeChecksumConnection);

const liveCodes = (email: string) =>
  db.verification.count({ where: { email, consumedAt: null, expiresAt: { gt: new Date() } } });

describe("the mail server is unreachable", () => {
  const saved = process.env.SMTP_URL;
  beforeAll(() => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // the discard port: nothing listens there
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = saved;
  });

  it("the sign-in code request answers 503 with a clear message and leaves no valid code", async () => {
    await db.rateLimit.deleteMany({});
    const res = await newClient().post("/api/auth/email_domain_login/", { email: "member@example-hospital.org" });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errorMessage: MAIL_FAILED_MESSAGE });
    expect(await liveCodes("member@example-hospital.org")).toBe(0);
  });

  it("the password reset request answers 503 as the code box does, for an account and an unknown address alike, and leaves no valid code", async () => {
    for (const email of ["lead@example-hospital.org", "nobody-here@example-hospital.org"]) {
      await db.rateLimit.deleteMany({});
      const res = await newClient().post("/api/auth/request_password_reset_code/", { email });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ errorMessage: MAIL_FAILED_MESSAGE });
    }
    // The code was made, the mail failed, and the code died with it.
    expect(await db.verification.count({ where: { email: "lead@example-hospital.org", purpose: "password_reset" } })).toBe(1);
    expect(await liveCodes("lead@example-hospital.org")).toBe(0);
  });
});

describe("a failure in the middle of a write", () => {
  async function withTrigger(table: string, event: string, work: () => Promise<void>) {
    const sql = await openConnection();
    try {
      await sql.query(`CREATE OR REPLACE FUNCTION injected_failure() RETURNS trigger AS $$
                       BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`);
      await sql.query(`CREATE TRIGGER injected_failure BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION injected_failure()`);
      await work();
    } finally {
      await sql.query(`DROP TRIGGER IF EXISTS injected_failure ON ${table}`);
      await sql.query("DROP FUNCTION IF EXISTS injected_failure()");
      await sql.end();
    }
  }

  it("a project delete that fails at its milestones leaves every row in place", async () => {
    const { projectId } = await createProject(world, "own", "Survives a failed delete");
    const editor = await clientFor(world, "editor");
    const before = await dataChecksum();
    await withTrigger("milestone", "DELETE", async () => {
      const res = await editor.post("/api/deleteproject/", { id: projectId });
      expect(res.status).toBe(500);
      expect(res.body.errorMessage).toBe("Something went wrong on our side. Please try again.");
      expect(res.text).not.toMatch(/injected|trigger|\.ts:\d+/);
    });
    expect(await dataChecksum()).toEqual(before);
    const project = await db.project.findUnique({ where: { id: projectId }, include: { people: true, milestones: { include: { people: true } } } });
    expect(project?.people).toHaveLength(3);
    expect(project?.milestones).toHaveLength(1);
    expect(project?.milestones[0].people).toHaveLength(1);
  });

  it("a project save that fails at its people changes nothing, not even the version", async () => {
    const { projectId } = await createProject(world, "own", "Survives a failed save");
    const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
    const editor = await clientFor(world, "editor");
    const before = await dataChecksum();
    await withTrigger("project_person", "INSERT", async () => {
      const res = await editor.post("/api/add_edit_project/", {
        id: projectId,
        version: project.version,
        short_description: "A new title that must not stick",
        long_description: project.longDescription,
        start_date: "2026-02-02",
        status: 2,
        people: [{ id: world.people.member, role: 1 }],
      });
      expect(res.status).toBe(500);
    });
    expect(await dataChecksum()).toEqual(before);
  });
});
