import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SmtpCapture } from "../helpers/smtp-capture";
import { quietAppLogs } from "../security/support/quiet-logs";
import { buildWorld, clientFor, createProject, newClient, type World } from "../security/support/world";
import { newCredential, registrationResponse } from "./support/fake-authenticator";
import { openConnection, waitForLockWaiters } from "./support/pg";

// Races (docs/product.md#security-parameters, "writes"): whatever the timing, a code signs in once,
// one of two saves of a version wins and the other changes nothing, a revoked role saves nothing,
// and a passkey credential is registered once.

quietAppLogs();

let world: World;
let smtp: SmtpCapture;

beforeAll(async () => {
  world = await buildWorld();
  smtp = await SmtpCapture.start();
}, 120_000);
afterAll(async () => smtp?.stop());

const sorted = (statuses: number[]) => [...statuses].sort((a, b) => a - b);

describe("one emailed code used 10 times at once", () => {
  it("signs in exactly one browser and starts exactly one session", async () => {
    const email = "member@example-hospital.org";
    const requester = newClient();
    const { mail } = await smtp.nextMailTo(email, () => requester.post("/api/auth/email_domain_login/", { email }));
    const startedAt = new Date();
    const browsers = Array.from({ length: 10 }, () => newClient());
    await Promise.all(browsers.map((b) => b.get("/api/usercheck/")));
    const answers = await Promise.all(browsers.map((b) => b.post("/api/auth/confirm_email_login/", { code: mail.code, email })));
    expect(sorted(answers.map((a) => a.status))).toEqual([200, ...Array(9).fill(422)]);
    const sessions = await db.session.count({
      where: { accountId: world.accounts.member, createdAt: { gte: startedAt }, revokedAt: null },
    });
    expect(sessions).toBe(1);
    const levels = await Promise.all(browsers.map(async (b) => (await b.get("/api/usercheck/")).body.userLevel));
    expect(levels.filter((l) => l === 3)).toHaveLength(1);
  });
});

describe("two saves of the same project version at once", () => {
  it("one answers 200, the other 409, and nothing of the loser is saved", async () => {
    const { projectId } = await createProject(world, "other", "Race of two editors");
    for (let round = 0; round < 3; round++) {
      const current = await db.project.findUniqueOrThrow({ where: { id: projectId } });
      const save = (text: string) => ({
        id: projectId,
        version: current.version,
        short_description: current.shortDescription,
        long_description: text,
        start_date: "2026-02-02",
        status: 1,
      });
      const [editor, admin] = await Promise.all([clientFor(world, "editor"), clientFor(world, "admin")]);
      const texts = [`editor's text ${round}`, `admin's text ${round}`];
      const answers = await Promise.all([editor.post("/api/add_edit_project/", save(texts[0])), admin.post("/api/add_edit_project/", save(texts[1]))]);
      expect(sorted(answers.map((a) => a.status))).toEqual([200, 409]);
      const loser = answers[0].status === 409 ? texts[0] : texts[1];
      const winner = answers[0].status === 200 ? texts[0] : texts[1];
      const after = await db.project.findUniqueOrThrow({ where: { id: projectId } });
      expect(after.longDescription).toBe(winner);
      expect(after.version).toBe(current.version + 1);
      const logged = await db.activityLog.findMany({ where: { projectId }, select: { summary: true, before: true, after: true } });
      expect(JSON.stringify(logged)).not.toContain(loser);
    }
  });
});

describe("a lead role revoked while its holder saves", () => {
  it("the lead's project save waiting on the revocation is refused and saves nothing", async () => {
    const { projectId } = await createProject(world, "own", "Race of a revoked lead");
    const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
    const lead = await clientFor(world, "lead");
    const revoker = await openConnection();
    const observer = await openConnection();
    try {
      // The revocation as add_edit_project writes it (links replaced, version moved on),
      // still open while the lead's save arrives.
      await revoker.query("BEGIN");
      await revoker.query("DELETE FROM project_person WHERE project_id = $1 AND person_id = ANY($2)", [
        projectId,
        [world.people.lead, world.people.level5],
      ]);
      await revoker.query("UPDATE project SET version = version + 1 WHERE id = $1", [projectId]);
      const saving = lead.post("/api/add_edit_project/", {
        id: projectId,
        version: project.version,
        short_description: project.shortDescription,
        long_description: "written by a lead who no longer is one",
        start_date: "2026-02-02",
        status: 1,
      });
      await waitForLockWaiters(observer);
      await revoker.query("COMMIT");
      const answer = await saving;
      expect([403, 409]).toContain(answer.status);
      const after = await db.project.findUniqueOrThrow({ where: { id: projectId } });
      expect(after.longDescription).toBe(project.longDescription);
    } finally {
      await revoker.end();
      await observer.end();
    }
  });

  it("a milestone save by the project's lead never commits after the revocation of that role", async () => {
    const { projectId, milestoneId } = await createProject(world, "own", "Race of a revoked milestone editor");
    const milestone = await db.milestone.findUniqueOrThrow({ where: { id: milestoneId } });
    const lead = await clientFor(world, "lead");
    const editor = await clientFor(world, "editor");
    const holder = await openConnection();
    const observer = await openConnection();
    try {
      // Hold the milestone row so the lead's save stops just before its write...
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM milestone WHERE id = $1 FOR UPDATE", [milestoneId]);
      const saving = lead.post("/api/add_edit_milestone/", {
        id: milestoneId,
        project: projectId,
        version: milestone.version,
        description: "written by a lead whose role is being revoked",
        start_date: "2026-03-02",
        status: 1,
        looking_for: 10,
      });
      await waitForLockWaiters(observer);
      // ...while an editor takes the lead role away through the app.
      const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
      const revoking = editor.post("/api/add_edit_project/", {
        id: projectId,
        version: project.version,
        short_description: project.shortDescription,
        long_description: project.longDescription,
        start_date: "2026-02-02",
        status: 1,
        people: [{ id: world.people.member, role: 3 }],
      });
      await Promise.race([revoking, new Promise((r) => setTimeout(r, 1500))]);
      await holder.query("COMMIT");
      const [saved, revoked] = await Promise.all([saving, revoking]);
      expect(revoked.status).toBe(200);
      if (saved.status === 200) {
        // Allowed only if the save committed before the revocation did.
        const rows = await db.activityLog.findMany({
          where: { projectId, action: { in: ["milestone.update", "project.update"] } },
          orderBy: { id: "asc" },
          select: { action: true },
        });
        expect(rows.map((r) => r.action)).toEqual(["milestone.update", "project.update"]);
      } else {
        expect([403, 409]).toContain(saved.status);
        expect((await db.milestone.findUniqueOrThrow({ where: { id: milestoneId } })).description).toBe(milestone.description);
      }
    } finally {
      await holder.query("ROLLBACK").catch(() => {});
      await holder.end();
      await observer.end();
    }
  });
});

describe("one passkey credential registered twice at once", () => {
  it("one registration succeeds, the other is refused as already registered", async () => {
    const credential = newCredential();
    const browsers = [await clientFor(world, "lead"), await clientFor(world, "lead")];
    const responses: ReturnType<typeof registrationResponse>[] = [];
    for (const browser of browsers) {
      const options = await browser.get("/api/auth/get_passkey_options/");
      expect(options.status).toBe(200);
      responses.push(
        registrationResponse(credential, { challenge: options.body.challenge, origin: "http://localhost:3000", rpID: options.body.rp.id }),
      );
    }
    const answers = await Promise.all(
      browsers.map((b, i) => b.post("/api/auth/confirm_passkey_registration/", { credential: responses[i], name: `Race ${i}` })),
    );
    expect(sorted(answers.map((a) => a.status))).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)?.body.error).toBe("passkey_already_registered");
    expect(await db.passkey.count({ where: { id: credential.id.toString("base64url") } })).toBe(1);
  });
});

describe("a status deleted while a project save starts using it", () => {
  it("the delete waits for the save, then refuses because the status is in use", async () => {
    const admin = await clientFor(world, "admin");
    const added = await admin.post("/api/admin/reference/", { list: "status", action: "add", description: "Race status" });
    expect(added.status).toBe(200);
    const status = await db.status.findFirstOrThrow({ where: { description: "Race status" } });

    // A save that has started using the status and not yet committed.
    const saver = await openConnection();
    const observer = await openConnection();
    try {
      await saver.query("BEGIN");
      await saver.query(
        `INSERT INTO project (short_description, long_description, start_date, status_id, updated_at)
         VALUES ('Race project', 'Uses the status being deleted', '2026-01-05', $1, now())`,
        [status.id],
      );
      const deleting = admin.post("/api/admin/reference/", { list: "status", action: "delete", id: status.id });
      await waitForLockWaiters(observer);
      await saver.query("COMMIT");
      const answer = await deleting;
      expect(answer.status).toBe(409);
      expect(answer.body.errorMessage).toBe("This status is used by 1 project; retire it instead.");
      expect(await db.status.findUnique({ where: { id: status.id } })).not.toBeNull();
    } finally {
      await saver.query("ROLLBACK").catch(() => {});
      await db.project.deleteMany({ where: { shortDescription: "Race project" } });
      await saver.end();
      await observer.end();
    }
  });
});

describe("a project saved with a status someone is deleting", () => {
  it("the save waits for the delete, then answers 409 and saves nothing", async () => {
    const admin = await clientFor(world, "admin");
    const editor = await clientFor(world, "editor");
    expect((await admin.post("/api/admin/reference/", { list: "status", action: "add", description: "Vanishing status" })).status).toBe(200);
    const status = await db.status.findFirstOrThrow({ where: { description: "Vanishing status" } });

    const deleter = await openConnection();
    const observer = await openConnection();
    try {
      await deleter.query("BEGIN");
      await deleter.query("DELETE FROM status WHERE id = $1", [status.id]);
      const saving = editor.post("/api/add_edit_project/", {
        short_description: "Saved with a vanishing status",
        long_description: "The status is deleted while this save runs.",
        start_date: "2026-01-05",
        expected_completion_date: null,
        status: status.id,
        domains: { eml: [], rcoa: [] },
      });
      await waitForLockWaiters(observer);
      await deleter.query("COMMIT");
      const answer = await saving;
      expect(answer.status).toBe(409);
      expect(answer.body.errorMessage).toBe("Something this change refers to has just been removed. Please reload and try again.");
      expect(await db.project.count({ where: { shortDescription: "Saved with a vanishing status" } })).toBe(0);
    } finally {
      await deleter.query("ROLLBACK").catch(() => {});
      await deleter.end();
      await observer.end();
    }
  });
});
