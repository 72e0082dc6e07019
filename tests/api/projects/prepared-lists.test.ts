import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { queryProjectDocs } from "@/lib/projects/query-projects";
import type { Project } from "@/lib/projects/types";
import type { ApiClient } from "../../helpers/api-client";
import { findProject, freshDemo, milestoneBody, newProjectBody, projectBody, CICO } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

// The project lists are prepared once per view and version (lib/projects/prepared-lists/): an
// ETag names what was sent, a repeat that names it gets 304 until something the list shows
// changes, and then never again. The version moves once per committed transaction.

const ALL = "/api/existing_projects/all/";
const OWN = "/api/existing_projects/own/";

const listVersion = async () => (await db.$queryRaw<{ v: bigint }[]>`SELECT version AS v FROM list_version`)[0].v;
const allDocs = async () => `{"projects":[${(await queryProjectDocs(Prisma.sql`true`)).join(", ")}]}`;

let admin: ApiClient, editor: ApiClient, lead: ApiClient;
beforeAll(async () => {
  await freshDemo();
  [admin, editor, lead] = await Promise.all([signedIn("admin"), signedIn("editor"), signedIn("lead")]);
});

describe("prepared project lists", () => {
  it("send the list as the tables give it, with an ETag that a repeat answers 304 to, without a body", async () => {
    const first = await admin.get(ALL);
    expect(first.status).toBe(200);
    expect(first.text).toBe(await allDocs());
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+\.all"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await admin.get(ALL, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    // every account shares the one list
    const other = await lead.get(ALL, { "if-none-match": etag });
    expect(other.status).toBe(304);
  });

  it("never answer 304 for a list that changed: after a project save, a milestone save, a new project and a delete", async () => {
    const writes: [string, () => Promise<void>][] = [
      ["project save", async () => void (await editor.post("/api/add_edit_project/", { ...projectBody(await findProject(editor, CICO)), short_description: `${CICO} (a)` }))],
      ["milestone save", async () => {
        const milestone = (await findProject(editor, CICO)).milestones[0];
        await editor.post("/api/add_edit_milestone/", { ...milestoneBody(milestone), description: "Changed for the ETag test" });
      }],
      ["new project", async () => void (await editor.post("/api/add_edit_project/", newProjectBody({ short_description: "ETag test project" })))],
      ["delete", async () => {
        const created = (await editor.get<{ projects: Project[] }>(ALL)).body.projects.find((p) => p.short_description === "ETag test project")!;
        await editor.post("/api/deleteproject/", { id: created.id });
      }],
    ];
    for (const [name, write] of writes) {
      const before = await admin.get(ALL);
      const etag = before.headers.get("etag")!;
      await write();
      const after = await admin.get(ALL, { "if-none-match": etag });
      expect(after.status, name).toBe(200);
      expect(after.headers.get("etag"), name).not.toBe(etag);
      expect(after.text, name).toBe(await allDocs());
    }
  });

  it("move the version once per committed save, however many statements it runs", async () => {
    const before = await listVersion();
    const project = await findProject(editor, CICO);
    const lead = project.people[0];
    const saved = await editor.post("/api/add_edit_project/", { ...projectBody(project), long_description: "One transaction, many statements", people: [lead] });
    expect(saved.status).toBe(200);
    expect(await listVersion()).toBe(before + 1n);
    // a refused save (stale version) changes nothing
    const stale = await editor.post("/api/add_edit_project/", { ...projectBody(project), long_description: "Stale" });
    expect(stale.status).toBe(409);
    expect(await listVersion()).toBe(before + 1n);
  });

  it("after 30 saves at once, list exactly what was committed", async () => {
    const project = await findProject(editor, CICO);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => editor.post("/api/add_edit_project/", { ...projectBody(project), long_description: `Burst ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const listed = await admin.get(ALL);
    expect(listed.text).toBe(await allDocs());
    expect(listed.body.projects.find((p: Project) => p.id === project.id).long_description).toMatch(/^Burst \d+$/);
  });

  it("give a quick-access visitor their organisation's view, never 304 on another view's ETag", async () => {
    const visitor = await quickAccess("Example Teaching Hospital");
    const accountsEtag = (await admin.get(ALL)).headers.get("etag")!;
    const seen = await visitor.get(ALL, { "if-none-match": accountsEtag });
    expect(seen.status).toBe(200);
    expect(seen.headers.get("etag")).toMatch(/\.organisation-\d+"$/);
    expect(seen.body.projects.length).toBeLessThan((await admin.get(ALL)).body.projects.length);
    const northern = await quickAccess("Northern School of Anaesthesia");
    const other = await northern.get(ALL, { "if-none-match": seen.headers.get("etag")! });
    expect(other.status).toBe(200);
    expect(other.body.projects.map((p: Project) => p.id)).not.toEqual(seen.body.projects.map((p: Project) => p.id));
  });

  it("serve My Projects from the same list, with an ETag of its own rows", async () => {
    const own = await lead.get(OWN);
    expect(own.status).toBe(200);
    const all = (await lead.get(ALL)).body.projects as Project[];
    const ownIds = (own.body.projects as Project[]).map((p) => p.id);
    expect(own.body.projects).toEqual(all.filter((p) => ownIds.includes(p.id)));
    expect(own.headers.get("etag")).toMatch(/\.all\.own-[\w-]{22}"$/);
    expect((await lead.get(OWN, { "if-none-match": own.headers.get("etag")! })).status).toBe(304);
    // another account on other projects: another answer, never the lead's 304
    const member = await signedIn("member");
    const theirs = await member.get(OWN, { "if-none-match": own.headers.get("etag")! });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("etag")).not.toBe(own.headers.get("etag"));
  });

  it("give My Projects a new answer when the account's people change, though no list changed", async () => {
    const member = await signedIn("member");
    const before = await member.get(OWN);
    const version = await listVersion();
    const account = await db.account.findFirstOrThrow({ where: { username: "member" } });
    const leadPerson = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
    await db.account.update({ where: { id: account.id }, data: { personId: leadPerson.id } });
    try {
      const after = await member.get(OWN, { "if-none-match": before.headers.get("etag")! });
      expect(await listVersion()).toBe(version);
      expect(after.status).toBe(200);
      expect(after.body.projects.length).toBeGreaterThan(before.body.projects.length);
    } finally {
      await db.account.update({ where: { id: account.id }, data: { personId: account.personId } });
    }
  });
});
