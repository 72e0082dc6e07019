import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays, ukToday } from "@/lib/share/expiry";
import type { ActivityPage } from "@/lib/activity/schemas";
import type { ApiClient } from "../helpers/api-client";
import { SmtpCapture } from "../helpers/smtp-capture";
import { findProject, freshDemo, projectBody, SEDATION } from "../api/projects/fixtures";
import { clientAt } from "../api/messages/level-clients";

// Attack (reading): /messages/ is open from level 5 for the history of projects, milestones and
// people. Admin entries (accounts created and their levels, organisations and their domains,
// share links) tell who has which rights and who partners are; they are shown to level 9 only,
// and the filter choices do not name the people who made only such changes.

const PATH = "/api/activity/";
const ADMIN_TYPES = ["account", "organisation", "share_link"];

let smtp: SmtpCapture;
let admin: ApiClient, editor: ApiClient, reviewer: ApiClient;

async function allEntries(client: ApiClient) {
  const res = await client.post<ActivityPage>(PATH, { page: 1 });
  expect(res.status).toBe(200);
  return res.body.entries;
}

beforeAll(async () => {
  await freshDemo();
  smtp = await SmtpCapture.start();
  [admin, editor, reviewer] = await Promise.all([clientAt("admin"), clientAt("editor"), clientAt("level5")]);
  const created = await admin.post("/api/admin/accounts/", { action: "create", username: "newcomer", email: "newcomer@example.org", level: 6 });
  expect(created.status).toBe(200);
  const organisation = await admin.post("/api/admin/organisations/", { action: "create", name: "Harbour Clinic" });
  expect(organisation.status).toBe(200);
  const share = await admin.post("/api/share_links/", { organisationId: organisation.body.id, label: "For the board", expiresOn: addDays(ukToday(clock.now()), 7) });
  expect(share.status).toBe(200);
  const project = await findProject(editor, SEDATION);
  expect((await editor.post("/api/add_edit_project/", { ...projectBody(project), long_description: "Revised scope" })).status).toBe(200);
}, 300_000);
afterAll(async () => smtp?.stop());

describe("admin entries in /messages/", () => {
  it("are not shown to level 6 or level 5, who still see project entries", async () => {
    for (const client of [editor, reviewer]) {
      const entries = await allEntries(client);
      expect(entries.map((e) => e.entityType)).toContain("project");
      expect(entries.filter((e) => ADMIN_TYPES.includes(e.entityType))).toEqual([]);
      expect(entries.every((e) => ["project", "milestone", "person"].includes(e.entityType))).toBe(true);
    }
  });

  it("are not reachable through the person filter either", async () => {
    const filters = await editor.get("/api/activity/filters/");
    const names = filters.body.people.map((p: { name: string }) => p.name);
    // Margaret Holloway (admin) made only admin changes; Owen Fletcher (editor) changed a project.
    expect(names).toContain("Owen Fletcher");
    expect(names).not.toContain("Margaret Holloway");
    const adminPerson = (await admin.get("/api/activity/filters/")).body.people.find((p: { name: string }) => p.name === "Margaret Holloway");
    expect(adminPerson).toBeDefined();
    const res = await editor.post<ActivityPage>(PATH, { personId: adminPerson.id });
    expect(res.body.entries.filter((e) => ADMIN_TYPES.includes(e.entityType))).toEqual([]);
  });

  it("are shown to level 9", async () => {
    const types = new Set((await allEntries(admin)).map((e) => e.entityType));
    for (const type of [...ADMIN_TYPES, "project"]) expect(types).toContain(type);
  });
});
