import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { addJob } from "@/lib/jobs/enqueue";
import { MAIL_QUEUE, QUEUE_SCHEMA } from "@/lib/jobs/queues";
import { storedBody } from "@/lib/mail/mail-body";
import { addMonths } from "@/lib/people-finder/constants";
import { ERASURE_MESSAGES as M } from "@/lib/people/erasure/messages";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";
import type { Project } from "@/lib/projects/types";
import { waitFor } from "../../helpers/wait-for";
import { newProjectBody, milestoneBody } from "../projects/fixtures";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, DEMO_PASSWORD, expectRefused, newClient, prepareAdminSuite, signedIn, SLOW } from "./kit";

// Erasure (docs/product.md#erasure) against the real database: a person with roles on several
// projects and milestones, requests to join milestones, an account with sessions, a passkey, a
// saved search and a note saying they are open to projects, and the activity and mail all that
// made, is erased by an admin; then a scan of every text column of every table, written apart
// from the erasure's own list of columns, finds neither their name nor their address, and every
// list still renders.

const suite = prepareAdminSuite();
const PATH = "/api/admin/people/erase/";

const FIRST = "Zebedee";
const LAST = "Quillfeather";
const EMAIL = "zq.erasable@example-hospital.org";
const USERNAME = "zquill";

/** Every place a needle is found: "schema.table.column" for each text, json or array column that holds it. */
async function scanEveryTextColumn(needles: string[]): Promise<string[]> {
  const columns = await db.$queryRaw<{ table_schema: string; table_name: string; column_name: string }[]>`
    SELECT c.table_schema, c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY') OR c.udt_name = 'citext')`;
  const found: string[] = [];
  for (const c of columns) {
    const column = `"${c.column_name}"`;
    const table = `"${c.table_schema}"."${c.table_name}"`;
    for (const needle of needles) {
      const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${table} WHERE strpos(lower(${column}::text), lower($1)) > 0`,
        needle,
      );
      if (n > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name} holds "${needle}" (${n})`);
    }
  }
  return found;
}

type World = { personId: number; accountId: number; openLed: number; otherOpenLed: number; closedLed: number; memberOf: number; milestone: number; asked: number };
let w: World;
/** The person's own signed-in browser, from before the erasure. */
let own: Awaited<ReturnType<typeof signedIn>>;

async function project(editor: Awaited<ReturnType<typeof signedIn>>, name: string, status: number, role: number): Promise<number> {
  const res = await editor.post("/api/add_edit_project/", newProjectBody({ short_description: name, status, people: [{ id: w.personId, role }] }));
  expect(res.status).toBe(200);
  return (res.body.project as Project).id;
}

beforeAll(async () => {
  const member = await db.account.findUniqueOrThrow({ where: { username: "member" }, select: { passwordHash: true } });
  const person = await db.person.create({ data: { firstName: FIRST, lastName: LAST, email: EMAIL } });
  const account = await db.account.create({
    data: { username: USERNAME, email: EMAIL, emailVerified: 2, level: 3, personId: person.id, passwordHash: member.passwordHash },
  });
  w = { personId: person.id, accountId: account.id } as World;

  // Projects and milestones through the editor's saves, so the activity log holds them as it would.
  const editor = await signedIn("editor");
  w.openLed = await project(editor, "Erasure open project", 1, 1);
  w.otherOpenLed = await project(editor, "Erasure second open project", 1, 1);
  w.closedLed = await project(editor, "Erasure completed project", 999, 1);
  w.memberOf = await project(editor, "Erasure member project", 1, 3);
  const milestone = await db.milestone.create({
    data: { projectId: w.memberOf, description: "Erasure milestone", startDate: new Date("2026-03-02"), statusId: 1, lookingForId: 10, people: { create: { personId: w.personId, roleId: 1 } } },
  });
  const list = await editor.get<{ projects: Project[] }>("/api/existing_projects/all/");
  const saved = list.body.projects.find((p) => p.id === w.memberOf)!.milestones.find((m) => m.id === milestone.id)!;
  expect((await editor.post("/api/add_edit_milestone/", milestoneBody(saved))).status).toBe(200);

  // The admin corrects the address's case: a person.update entry with both spellings.
  const admin = await asAdmin();
  expect((await admin.post("/api/admin/people/", { action: "update", id: w.personId, first_name: FIRST, last_name: LAST, email: EMAIL.toUpperCase() })).status).toBe(200);

  // Their own sign-ins, a passkey and a saved search.
  own = await signedIn(USERNAME);
  expect((await own.get("/api/usercheck/")).body).toMatchObject({ userLevel: 3, userName: USERNAME });
  await signedIn(USERNAME);
  await db.passkey.create({ data: { id: "erasure-passkey", accountId: w.accountId, name: `${FIRST}'s laptop`, publicKey: Buffer.from([1, 2, 3]) } });
  await db.savedSearch.create({
    data: { accountId: w.accountId, name: `${FIRST} ${LAST} alerts`, frequency: "weekly", criteria: { text: "airway" }, createdAt: new Date(), nextDueAt: new Date() },
  });

  // They are open to projects, with a note in their own words.
  const open = await own.post("/api/profile/open_to_projects/", { stage: "core", note: `${FIRST} ${LAST}, free on Fridays`, until: addMonths(ukDayOf(clock.now()), 2) });
  expect(open.status, open.text).toBe(200);

  // Another member watches for them by name.
  const watcher = await db.account.findUniqueOrThrow({ where: { username: "member" }, select: { id: true } });
  await db.savedSearch.create({
    data: { accountId: watcher.id, name: `Work of ${FIRST} ${LAST}`, frequency: "weekly", criteria: { text: `${FIRST} ${LAST}` }, createdAt: new Date(), nextDueAt: new Date() },
  });

  // Requests to join two milestones of the demo lead's project: one declined with a message naming them, one left open.
  const cico = await db.project.findFirstOrThrow({ where: { shortDescription: { startsWith: "Simulation training for can't intubate" } }, select: { id: true } });
  const [first, second] = await Promise.all(
    [1, 2].map((n) =>
      db.milestone.create({ data: { projectId: cico.id, description: `Erasure interest ${n}`, startDate: new Date("2026-03-02"), statusId: 1, lookingForId: 10 } }),
    ),
  );
  const asked = await own.post("/api/interest/ask/", { milestone: first.id, stage: "core", message: `${FIRST} here, happy to help` });
  expect(asked.status).toBe(200);
  expect((await own.post("/api/interest/ask/", { milestone: second.id, stage: "core" })).status).toBe(200);
  const request = await db.interestRequest.findFirstOrThrow({ where: { milestoneId: first.id }, select: { id: true } });
  const lead = await signedIn("lead");
  expect((await lead.post("/api/interest/decide/", { id: request.id, decision: "decline", message: `Sorry ${FIRST}, we are full` })).status).toBe(200);
  w.milestone = second.id;
  w.asked = request.id;
  // The decision mail reached them, and the leads' mails about the requests went out.
  await waitFor("the mails about the requests sent", async () => (await db.mail.count({ where: { status: "queued" } })) === 0, 60_000);
  expect(suite.smtp().mailsTo(EMAIL).length).toBeGreaterThan(0);
}, 240_000);

describe("POST /api/admin/people/erase/", SLOW, () => {
  it.each(BELOW_ADMIN)("refuses %s and changes nothing", async (who) => {
    expectRefused(await (await clientBelowAdmin(who)).post(PATH, { id: w.personId, confirm: "Erase" }));
    expect(await db.person.findUniqueOrThrow({ where: { id: w.personId } })).toMatchObject({ firstName: FIRST, erasedAt: null });
  });

  it("refuses without the typed confirmation", async () => {
    const res = await (await asAdmin()).post(PATH, { id: w.personId, confirm: "erase" });
    expect(res.status).toBe(422);
    expect(res.body.errors.confirm).toEqual([M.confirm]);
  });

  it("refuses while an open project they lead has no new lead, naming the projects", async () => {
    const admin = await asAdmin();
    const res = await admin.post(PATH, { id: w.personId, confirm: "Erase" });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(M.needsNewLeads(["Erasure open project", "Erasure second open project"]));
    expect(res.body.openProjects).toEqual([
      { id: w.openLed, name: "Erasure open project" },
      { id: w.otherOpenLed, name: "Erasure second open project" },
    ]);
    // One of two chosen is not enough; the completed project needs none.
    const half = await admin.post(PATH, { id: w.personId, confirm: "Erase", newLeads: [{ projectId: w.openLed, personId: 1 }] });
    expect(half.status).toBe(409);
    expect(half.body.openProjects).toEqual([{ id: w.otherOpenLed, name: "Erasure second open project" }]);
    // Themself as their own replacement is no replacement.
    const self = await admin.post(PATH, {
      id: w.personId,
      confirm: "Erase",
      newLeads: [w.openLed, w.otherOpenLed].map((projectId) => ({ projectId, personId: w.personId })),
    });
    expect(self.status).toBe(422);
    expect(self.body.errors.newLeads).toEqual([M.sameLead]);
    expect(await db.person.findUniqueOrThrow({ where: { id: w.personId } })).toMatchObject({ firstName: FIRST, erasedAt: null });
    expect(await db.account.count({ where: { id: w.accountId } })).toBe(1);
  });

  it("the demo admin cannot erase themself", async () => {
    const self = await db.person.create({ data: { firstName: "Admin", lastName: "Self", email: "admin@example.org" } });
    const res = await (await asAdmin()).post(PATH, { id: self.id, confirm: "Erase" });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(M.ownAccount);
    expect(await db.account.count({ where: { username: "admin" } })).toBe(1);
    await db.person.delete({ where: { id: self.id } });
  });

  it("10 erasures at once: one erases, the others are told it is done; nothing of the person is left anywhere", async () => {
    // Copies outside the person's own rows: an editor's import file that lists them, a job whose
    // payload names them and whose last try stored the mail server's words about their address,
    // and a sealed mail to someone else (it carries a link) that names them.
    const editorAccount = await db.account.findFirstOrThrow({ where: { username: "editor" }, select: { id: true } });
    await db.importBatch.create({
      data: {
        accountId: editorAccount.id, fileName: `projects of ${FIRST} ${LAST}.csv`, headers: ["Short description", "People"], columns: ["short_description", "people"],
        rows: [{ line: 2, cells: ["Imported project", `${FIRST} ${LAST} (Lead) <${EMAIL}>`] }], createdAt: clock.now(),
      },
    });
    await db.$transaction((tx) => addJob(tx, MAIL_QUEUE, { mailId: 0, about: EMAIL }, { startAfter: 3600 }));
    await db.$executeRawUnsafe(`UPDATE ${QUEUE_SCHEMA}.job SET output = jsonb_build_object('message', $1::text) WHERE data->>'about' = $2`, `550 <${EMAIL}>: no such user`, EMAIL);
    const sealed = await db.mail.create({
      data: {
        kind: "data_export.ready", recipient: "admin@example.org", subject: "Project Directory: the data you asked for is ready",
        ...storedBody({ text: `The data of ${FIRST} ${LAST} is ready`, html: `<p>The data of ${FIRST} ${LAST} is ready</p>`, link: "http://localhost:3000/download_my_data/?token=1-x" }, true),
        status: "sent", messageId: "<erasure-sealed@test>", createdAt: clock.now(), queuedAt: clock.now(), sentAt: clock.now(),
      },
    });

    // The scan finds the person where the world above put them, so an empty scan later means something.
    const before = await scanEveryTextColumn([FIRST, LAST, EMAIL, USERNAME]);
    for (const place of ["public.person.first_name", "public.account.username", "public.activity_log.summary", "public.activity_log.after", "public.mail.body", "public.interest_request.message", "public.open_to_projects.note", "public.saved_search.criteria", "public.import_batch.rows", "public.import_batch.file_name", `${QUEUE_SCHEMA}.job.data`, `${QUEUE_SCHEMA}.job.output`]) {
      expect(before.some((found) => found.startsWith(`${place} `)), place).toBe(true);
    }

    // An administrator's finished export of the person: its file holds them too.
    const adminAccount = await db.account.findFirstOrThrow({ where: { username: "admin" }, select: { id: true } });
    await db.dataExport.create({
      data: { subject: `person:${w.personId}`, personId: w.personId, requestedById: adminAccount.id, status: "ready", pendingMarker: null, createdAt: clock.now(), bytes: Buffer.from(`${FIRST} ${LAST} ${EMAIL}`) },
    });

    const admin = await asAdmin();
    const newLead = (await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } })).id;
    const body = { id: w.personId, confirm: "Erase", newLeads: [w.openLed, w.otherOpenLed].map((projectId) => ({ projectId, personId: newLead })) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(PATH, body)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe(M.alreadyErased);
    }
    const token = ok[0].body.token as string;
    expect(token).toMatch(/^[A-Z0-9]{8}$/);

    expect(await scanEveryTextColumn([FIRST, LAST, EMAIL, USERNAME])).toEqual([]);
    // The sealed body cannot be scanned as text: it is gone, the row kept for the Mail tab.
    expect(await db.mail.findUniqueOrThrow({ where: { id: sealed.id }, select: { body: true, recipient: true } })).toEqual({ body: null, recipient: "admin@example.org" });
    expect(await db.dataExport.count({ where: { OR: [{ personId: w.personId }, { accountId: w.accountId }] } })).toBe(0);

    // The person stays, renamed, on the projects and milestones; the open projects have the new lead.
    expect(await db.person.findUniqueOrThrow({ where: { id: w.personId } })).toMatchObject({ firstName: "Former member", lastName: token });
    expect(await db.projectPerson.findMany({ where: { projectId: { in: [w.openLed, w.otherOpenLed] } }, select: { personId: true, roleId: true } })).toEqual([
      { personId: newLead, roleId: 1 },
      { personId: newLead, roleId: 1 },
    ]);
    expect(await db.projectPerson.count({ where: { personId: w.personId } })).toBe(2);
    // The account and everything of it are gone.
    expect(await db.account.count({ where: { id: w.accountId } })).toBe(0);
    expect(await db.session.count({ where: { accountId: w.accountId } })).toBe(0);
    expect(await db.passkey.count({ where: { id: "erasure-passkey" } })).toBe(0);
    expect(await db.savedSearch.count({ where: { accountId: w.accountId } })).toBe(0);
    expect(await db.savedSearch.findFirstOrThrow({ where: { name: { startsWith: "Work of" } }, select: { name: true, criteria: true } })).toEqual({
      name: `Work of Former member ${token}`,
      criteria: { text: `Former member ${token}` },
    });
    // Their open request is closed; the decided one keeps its history under the token.
    const requests = await db.interestRequest.findMany({ where: { lastName: token }, select: { status: true, milestoneId: true }, orderBy: { id: "asc" } });
    expect(requests.map((r) => r.status)).toEqual(["declined", "withdrawn"]);

    // The erasure's own entry names the token and nothing erased.
    const entry = await db.activityLog.findFirstOrThrow({ where: { action: "person.erase", entityId: w.personId } });
    expect(entry.summary).toBe(`Erased a person, now shown as Former member ${token}`);
    expect(entry.after).toEqual({ token, accountsDeleted: 1, leadsReplaced: 2 });
    expect(JSON.stringify({ actor: entry.actorName, summary: entry.summary, before: entry.before, after: entry.after })).not.toMatch(new RegExp(`${FIRST}|${LAST}|${USERNAME}|${EMAIL}`, "i"));
  });

  it("every list, request and activity entry still renders, with Former member", async () => {
    const name = (await db.person.findUniqueOrThrow({ where: { id: w.personId } })).lastName;
    const shown = `Former member ${name}`;
    const member = await signedIn("member");
    const all = await member.get<{ projects: Project[] }>("/api/existing_projects/all/");
    expect(all.status).toBe(200);
    const onProject = all.body.projects.find((p) => p.id === w.memberOf)!;
    expect(onProject.people.map((p) => p.name)).toContain(shown);
    expect(onProject.milestones[0].people.map((p) => p.name)).toContain(shown);
    expect(all.body.projects.find((p) => p.id === w.openLed)!.people.map((p) => p.name)).not.toContain(shown);
    const found = await member.post<{ projects: Project[] }>("/api/project_search/", { andOr: "OR", text: "Former member" });
    expect(found.status).toBe(200);
    expect(found.body.projects.map((p) => p.id)).toEqual(expect.arrayContaining([w.memberOf, w.closedLed]));

    const searches = await member.get("/api/saved_searches/");
    expect(searches.status).toBe(200);
    expect(JSON.stringify(searches.body)).toContain(`Work of ${shown}`);

    const admin = await asAdmin();
    const activity = await admin.post("/api/activity/", { personId: w.personId });
    expect(activity.status).toBe(200);
    expect(activity.body.entries.length).toBeGreaterThan(0);
    const everyActivity = await admin.post("/api/activity/", {});
    expect(everyActivity.status).toBe(200);
    const mail = await admin.get("/api/admin/mail/");
    expect(mail.status).toBe(200);
    const people = await admin.get(`/api/admin/people/?q=${encodeURIComponent(name)}`);
    expect(people.body.people).toMatchObject([{ firstName: "Former member", lastName: name, erased: true, openLeads: [] }]);

    const lead = await signedIn("lead");
    const cico = await db.milestone.findUniqueOrThrow({ where: { id: w.milestone }, select: { projectId: true } });
    const requests = await lead.post("/api/interest/project/", { project: cico.projectId });
    // Their open request was withdrawn by the erasure: the lead's list of open requests renders without it.
    expect(requests.status).toBe(200);

    for (const answer of [all, found, searches, activity, everyActivity, mail, people, requests]) {
      expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${FIRST}|${LAST}|${USERNAME}|${EMAIL}`, "i"));
    }
  });

  it("their browser is signed out, and their old password signs nobody in", async () => {
    expect((await own.get("/api/usercheck/")).body).toMatchObject({ userLevel: 0, userName: "" });
    const again = await newClient().post("/api/login/", { username: USERNAME, password: DEMO_PASSWORD });
    expect(again.status).not.toBe(200);
    expect(await db.account.count({ where: { username: USERNAME } })).toBe(0);
  });

  it("nobody takes on the erased person: no account is linked to them, no one is merged with them", async () => {
    const admin = await asAdmin();
    const member = await db.account.findUniqueOrThrow({ where: { username: "member" }, select: { id: true, personId: true } });
    const link = await admin.post("/api/admin/accounts/", { action: "link_person", id: member.id, personId: w.personId });
    expect(link.status).toBe(409);
    expect(link.body.errorMessage).toBe(PEOPLE_MESSAGES.personErased);
    expect((await db.account.findUniqueOrThrow({ where: { id: member.id } })).personId).toBe(member.personId);
    const other = (await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } })).id;
    for (const [keepId, removeId] of [[w.personId, other], [other, w.personId]]) {
      const merge = await admin.post("/api/admin/people/", { action: "merge", keepId, removeId });
      expect(merge.status).toBe(409);
      expect(merge.body.errorMessage).toBe(PEOPLE_MESSAGES.personErased);
    }
    expect(await db.person.count({ where: { id: { in: [w.personId, other] } } })).toBe(2);
  });

  it("a second erasure of the erased person is refused", async () => {
    const res = await (await asAdmin()).post(PATH, { id: w.personId, confirm: "Erase" });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(M.alreadyErased);
  });
});
