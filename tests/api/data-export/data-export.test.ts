import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { sha256 } from "@/lib/crypto/tokens";
import { ukDayOf } from "@/lib/dates";
import { EXPORT_MESSAGES } from "@/lib/data-export/messages";
import { personSubject } from "@/lib/data-export/subject";
import { addJob } from "@/lib/jobs/enqueue";
import { DATA_EXPORT_QUEUE } from "@/lib/jobs/queues";
import { addMonths } from "@/lib/people-finder/constants";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import type { CapturedMail } from "../../helpers/smtp-capture";
import { waitFor } from "../../helpers/wait-for";
import { db, DEMO, setUpAuthSuite } from "../auth/kit";

// "Download my data" through the calls, on the real worker and SMTP listener
// (docs/product.md#download-my-data): a member with roles on two projects and their milestones,
// a request to join, being open to projects, saved searches, sessions, activity and mails asks for their data; the ZIP
// holds every row that references their account or person, counted by a query of the database's
// own foreign keys (not by the export's code), and nothing of the other member of their projects
// nor any secret; the link refuses another account, a signed-out browser, a cross-site request,
// a second use, all but one of 20 downloads at once, and after 24 hours on the app's clock. An
// administrator exports a person without an account; a member cannot.

const suite = setUpAuthSuite();
afterAll(() => resetClock());
const MAIL_MS = 60_000;
const READY_SUBJECT = "Project Directory: your data is ready to download";

let ip = 0;
const client = () => {
  ip++;
  return new ApiClient({ ip: `10.93.${ip >> 8}.${ip & 255}` });
};

async function account(username: string) {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

/** The next "ready" mail to `to` after `count` of them had arrived. */
async function readyMail(to: string, count: number): Promise<CapturedMail> {
  return waitFor(`the ready mail to ${to}`, () => suite.smtp().mailsTo(to).filter((m) => m.subject === READY_SUBJECT)[count], MAIL_MS);
}
const readyMails = (to: string) => suite.smtp().mailsTo(to).filter((m) => m.subject === READY_SUBJECT).length;

function tokenOf(link: string | undefined): string {
  const token = new URL(link!).searchParams.get("token");
  expect(token).toMatch(/^\d+-[\w-]{43}$/);
  return token!;
}

function unzip(bytes: Uint8Array | undefined) {
  const files = unzipSync(bytes!);
  expect(Object.keys(files).sort()).toEqual(["README.txt", "my-data.json"]);
  return { readme: strFromU8(files["README.txt"]), data: JSON.parse(strFromU8(files["my-data.json"])) as Record<string, unknown[]> };
}

// Every foreign key to account or person, by the section of the export that must hold its rows.
// A new table referencing them fails the test until the export (and this list) covers it.
const SECTION_OF: Record<string, string> = {
  "account.person_id": "accounts",
  "project_person.person_id": "projectRoles",
  "milestone_person.person_id": "milestoneRoles",
  "project_role_history.person_id": "projectRoleHistory",
  "milestone_role_history.person_id": "milestoneRoleHistory",
  "passkey.account_id": "passkeys",
  "session.account_id": "sessions",
  "verification.account_id": "emailedCodesAndLinks",
  "share_link.created_by_id": "shareLinksCreated",
  "activity_log.account_id": "activity",
  "account_identity.account_id": "organisationSignIns",
  "saved_search.account_id": "savedSearches",
  "calendar_feed.account_id": "calendarFeed",
  "open_to_projects.account_id": "openToProjects",
  "invitation.account_id": "invitationsReceived",
  "invitation.invited_by_id": "invitationsSent",
  "invitation_block.account_id": "noMoreInvitations",
  "interest_request.account_id": "interestRequests",
  "interest_request.decided_by_account_id": "requestsYouDecided",
  "data_export.requested_by_id": "dataExports",
  "data_export.account_id": "dataExports",
  "data_export.person_id": "dataExports",
};

/** Rows per section that reference the account or the person, read from the catalog's foreign keys. */
async function rowsReferencing(accountId: number, personId: number): Promise<Record<string, number>> {
  const keys = await db.$queryRaw<{ tbl: string; col: string; target: string }[]>`
    SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS target
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid IN ('account'::regclass, 'person'::regclass)`;
  const conditions = new Map<string, { table: string; where: string[] }>();
  for (const key of keys) {
    const section = SECTION_OF[`${key.tbl}.${key.col}`];
    expect(section, `${key.tbl}.${key.col} references ${key.target} but no section of the export holds it`).toBeDefined();
    const entry = conditions.get(section) ?? { table: key.tbl, where: [] };
    entry.where.push(`"${key.col}" = ${key.target === "account" ? accountId : personId}`);
    conditions.set(section, entry);
  }
  // References without a foreign key: the activity log's person and the entity a change was about.
  conditions.get("activity")!.where.push(`person_id = ${personId}`, `(entity_type = 'account' AND entity_id = ${accountId})`, `(entity_type = 'person' AND entity_id = ${personId})`);
  const counts: Record<string, number> = {};
  for (const [section, { table, where }] of conditions) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table}" WHERE ${where.join(" OR ")}`);
    counts[section] = Number(row.n);
  }
  return counts;
}

const OTHER = { firstName: "Zebedee", lastName: "Quartermain", email: "zebedee.quartermain@example-hospital.org" };
let member: { accountId: number; personId: number };

beforeAll(async () => {
  const acc = await db.account.findUniqueOrThrow({ where: { username: "member" }, select: { id: true, personId: true, email: true } });
  const person = acc.personId ?? (await db.person.findFirstOrThrow({ where: { email: acc.email } })).id;
  await db.account.update({ where: { id: acc.id }, data: { personId: person, totpSecret: "v1.SEALED-TOTP-SECRET-NEVER-EXPORTED" } });
  member = { accountId: acc.id, personId: person };
  const other = await db.person.create({ data: OTHER });
  const now = clock.now();
  for (const name of ["Osprey airway course", "Osprey regional block"]) {
    const project = await db.project.create({
      data: {
        shortDescription: name,
        longDescription: `${name}, for the export test`,
        startDate: new Date("2026-01-05"),
        statusId: 1,
        people: { create: [{ personId: person, roleId: 1 }, { personId: other.id, roleId: 1 }] },
      },
    });
    await db.milestone.create({
      data: {
        projectId: project.id,
        description: `${name}: first day`,
        startDate: new Date("2026-02-02"),
        statusId: 1,
        lookingForId: 10,
        people: { create: [{ personId: person, roleId: 1 }, { personId: other.id, roleId: 1 }] },
      },
    });
  }
  const milestone = await db.milestone.findFirstOrThrow({ where: { description: "Osprey regional block: first day" } });
  await db.interestRequest.create({
    data: { milestoneId: milestone.id, email: DEMO.member, accountId: acc.id, firstName: "Mem", lastName: "Ber", stage: "core", message: "I would like to help", createdAt: now },
  });
  await db.passkey.create({ data: { id: "export-test-credential", accountId: acc.id, name: "Work laptop", publicKey: Buffer.from("PASSKEY-PUBLIC-KEY-NEVER-EXPORTED") } });
  await db.verification.create({
    data: { purpose: "login", email: DEMO.member, accountId: acc.id, codeHash: "c0de".repeat(16), createdAt: now, expiresAt: new Date(now.getTime() + 900_000) },
  });
  await db.mail.create({ data: { kind: "notice", recipient: DEMO.member, subject: "A notice for the member", status: "sent", messageId: "<export-1@test>", createdAt: now, queuedAt: now, sentAt: now } });
  await db.mail.create({ data: { kind: "notice", recipient: OTHER.email, subject: `A notice for ${OTHER.firstName} ${OTHER.lastName}`, status: "sent", messageId: "<export-2@test>", createdAt: now, queuedAt: now } });
  // Changes about the member, by the member about the other person, and about the other alone.
  await db.activityLog.create({ data: { actorName: "admin", action: "person.update", entityType: "person", entityId: person, personId: person, summary: "Changed person Member" } });
  await db.activityLog.create({ data: { accountId: acc.id, actorName: "member", action: "project.update", entityType: "project", personId: other.id, summary: `Added ${OTHER.firstName} ${OTHER.lastName} (${OTHER.email})` } });
  await db.activityLog.create({ data: { actorName: "admin", action: "person.update", entityType: "person", entityId: other.id, personId: other.id, summary: `Changed person ${OTHER.lastName}` } });
});

describe("Download my data", () => {
  it("holds every row about the member and nothing about anyone else; the link works once, for them only", async () => {
    const signedIn = await account("member");
    await account("member"); // a second session, on another browser
    expect((await signedIn.post("/api/saved_searches/", { name: "Osprey courses", frequency: "weekly", criteria: { text: "osprey" } })).status).toBe(200);
    const feed = await signedIn.post("/api/calendar/subscription/", { includeLed: true });
    expect(feed.status, feed.text).toBe(200);
    const feedToken = new URL(feed.body.url).searchParams.get("token")!;
    const domain = await db.domain.findFirstOrThrow({ where: { taxonomy: "rcoa", retired: false }, orderBy: { id: "asc" } });
    const open = await signedIn.post("/api/profile/open_to_projects/", { stage: "higher", rcoa: [domain.id], note: "Free on Thursdays", until: addMonths(ukDayOf(clock.now()), 3) });
    expect(open.status, open.text).toBe(200);
    // Invited by the demo lead to a milestone of the lead's, and declined: "don't invite me again".
    const leadAccount = await db.account.findUniqueOrThrow({ where: { username: "lead" }, select: { id: true, personId: true } });
    const invitingProject = await db.project.create({
      data: { shortDescription: "Osprey invitations", longDescription: "x", startDate: new Date("2026-01-05"), statusId: 1, people: { create: [{ personId: leadAccount.personId!, roleId: 1 }] } },
    });
    const invitingMilestone = await db.milestone.create({ data: { projectId: invitingProject.id, description: "Osprey invitations: faculty", startDate: new Date("2026-02-02"), statusId: 1, lookingForId: 30 } });
    const invited = await (await account("lead")).post("/api/invitations/invite/", { milestone: invitingMilestone.id, person: member.accountId, message: "Would you teach?" });
    expect(invited.status, invited.text).toBe(200);
    expect((await signedIn.post("/api/invitations/answer/", { id: invited.body.invitation.id, answer: "decline", message: "Not this year", no_more: true })).status).toBe(200);
    const expected = await rowsReferencing(member.accountId, member.personId);
    const mailsBefore = await db.mail.count({ where: { recipient: DEMO.member } });
    // (the demo member holds roles of their own beside the ones made here)
    for (const [section, least] of Object.entries({ openToProjects: 1, invitationsReceived: 1, noMoreInvitations: 1, projectRoles: 2, milestoneRoles: 2, interestRequests: 1, savedSearches: 1, passkeys: 1, sessions: 2, activity: 3 })) {
      expect(expected[section], section).toBeGreaterThanOrEqual(least);
    }

    expect((await signedIn.get("/api/data_export/")).body).toEqual({ dataExport: null });
    const asked = await signedIn.post("/api/data_export/", {});
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.dataExport).toMatchObject({ status: "preparing", downloadPath: null });

    const mail = await readyMail(DEMO.member, 0);
    expect(mail.text).toContain("It works once, for 24 hours");
    const token = tokenOf(mail.link);
    const status = (await signedIn.get("/api/data_export/")).body.dataExport;
    expect(status).toMatchObject({ id: asked.body.dataExport.id, status: "ready", downloadPath: `/download_my_data/?token=${token}` });

    // Refused without consuming it: another account, a signed-out browser, a cross-site request, a forged secret.
    expect((await (await account("lead")).post("/api/data_export/download/", { token })).body).toEqual({ errorMessage: EXPORT_MESSAGES.notValid });
    expect((await client().post("/api/data_export/download/", { token })).status).toBe(403);
    expect((await signedIn.post("/api/data_export/download/", { token }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await signedIn.post("/api/data_export/download/", { token: token.replace(/-.{4}/, "-AAAA") })).status).toBe(404);

    // 20 downloads at once: exactly one gets the file, the others are told it was used.
    const downloads = await Promise.all(Array.from({ length: 20 }, () => signedIn.post("/api/data_export/download/", { token })));
    const won = downloads.filter((d) => d.status === 200);
    expect(won).toHaveLength(1);
    expect(downloads.filter((d) => d.status === 410).map((d) => d.body)).toEqual(Array(19).fill({ errorMessage: EXPORT_MESSAGES.used }));
    expect(won[0].headers.get("content-type")).toBe("application/zip");
    expect((await signedIn.post("/api/data_export/download/", { token })).status).toBe(410);
    expect((await signedIn.get("/api/data_export/")).body.dataExport).toMatchObject({ status: "downloaded", downloadPath: null });

    const { readme, data } = unzip(won[0].bytes);
    expect(readme).toContain("my-data.json");
    // Everything the independent count found, plus the request itself (its row and its activity entry).
    for (const [section, count] of Object.entries(expected)) {
      const plus = section === "dataExports" || section === "activity" ? 1 : 0;
      expect(data[section], section).toHaveLength(count + plus);
    }
    expect(data.mails).toHaveLength(mailsBefore);
    expect(data.people).toEqual([expect.objectContaining({ id: member.personId, email: DEMO.member })]);
    // The calendar feed's setting is theirs; its URL is a secret kept only as a hash, never exported.
    expect(data.calendarFeed).toEqual([
      {
        on: true,
        holds: "the milestones you hold a role on, and every milestone of the projects you lead",
        urlMadeAt: feed.body.feed.createdAt,
        url: "a secret address, kept only as a hash, so it cannot be shown",
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(feedToken);
    expect(data.invitationsReceived).toEqual([expect.objectContaining({ milestone: "Osprey invitations: faculty", leadsMessage: "Would you teach?", status: "declined", yourAnswer: "Not this year" })]);
    expect(data.noMoreInvitations).toEqual([expect.objectContaining({ project: "Osprey invitations" })]);
    // Being open to projects: what they said, in their own words.
    expect(data.openToProjects).toEqual([
      expect.objectContaining({ stage: "higher", domains: [`RCOA: ${domain.description}`], note: "Free on Thursdays", until: addMonths(ukDayOf(clock.now()), 3), availableFrom: ukDayOf(clock.now()) }),
    ]);
    expect(JSON.stringify(data)).not.toContain(sha256(feedToken));
    expect(data.accounts).toEqual([expect.objectContaining({ username: "member", twoFactorAuthentication: "on", hasPassword: true })]);
    expect(data.passkeys).toEqual([expect.objectContaining({ summary: expect.stringMatching(/^A passkey named "Work laptop" added on \d{4}-\d\d-\d\d$/) })]);
    expect(data.projectRoles.map((r) => (r as { project: string }).project)).toEqual(expect.arrayContaining(["Osprey airway course", "Osprey regional block"]));

    // Nothing about the other member of the same projects, and no secret, anywhere in the bytes.
    const text = new TextDecoder().decode(won[0].bytes);
    const json = JSON.stringify(data);
    const account_ = await db.account.findUniqueOrThrow({ where: { id: member.accountId }, select: { passwordHash: true } });
    const sessions = await db.session.findMany({ where: { accountId: member.accountId } });
    for (const secret of [OTHER.firstName, OTHER.lastName, OTHER.email, DEMO.lead, DEMO.admin, "NEVER-EXPORTED", account_.passwordHash!, "c0dec0de", ...sessions.map((s) => s.id)]) {
      expect(json.includes(secret) || text.includes(secret), secret).toBe(false);
    }
    expect(json).not.toContain(Buffer.from("PASSKEY-PUBLIC-KEY-NEVER-EXPORTED").toString("base64"));
  });

  it("one pending export per account: asking again answers the pending one", async () => {
    const lead = await db.account.findUniqueOrThrow({ where: { username: "lead" } });
    const pending = await db.dataExport.create({ data: { subject: `account:${lead.id}`, accountId: lead.id, requestedById: lead.id, createdAt: clock.now() } });
    const signedIn = await account("lead");
    const answers = await Promise.all(Array.from({ length: 5 }, () => signedIn.post("/api/data_export/", {})));
    expect(answers.map((a) => a.body.dataExport.id)).toEqual(Array(5).fill(pending.id));
    expect(await db.dataExport.count({ where: { requestedById: lead.id } })).toBe(1);
    await db.dataExport.delete({ where: { id: pending.id } });
  });

  it("an administrator exports a person without an account; a member cannot export anyone else", async () => {
    const nadia = await db.person.create({ data: { firstName: "Nadia", lastName: "Noaccount", email: "nadia.noaccount@northern-school.example" } });
    const project = await db.project.findFirstOrThrow({ where: { shortDescription: "Osprey airway course" } });
    await db.projectPerson.create({ data: { projectId: project.id, personId: nadia.id, roleId: 1 } });

    const memberClient = await account("member");
    const refused = await memberClient.post("/api/admin/data_export/", { personId: nadia.id });
    expect(refused.status).toBe(403);
    expect(await db.dataExport.count({ where: { personId: nadia.id } })).toBe(0);

    const admin = await account("admin");
    const before = readyMails(DEMO.admin);
    const asked = await admin.post("/api/admin/data_export/", { personId: nadia.id });
    expect(asked.status, asked.text).toBe(200);
    const mail = await readyMail(DEMO.admin, before);
    expect(mail.text).toContain("The data of Nadia Noaccount that you asked for is ready");
    const token = tokenOf(mail.link);
    // The member cannot use the administrator's link either.
    expect((await memberClient.post("/api/data_export/download/", { token })).status).toBe(404);
    const download = await admin.post("/api/data_export/download/", { token });
    expect(download.status, download.text).toBe(200);
    const { data } = unzip(download.bytes);
    expect(data.accounts).toEqual([]);
    expect(data.people).toEqual([expect.objectContaining({ firstName: "Nadia", lastName: "Noaccount", email: nadia.email })]);
    expect(data.projectRoles).toEqual([expect.objectContaining({ projectId: project.id, project: "Osprey airway course" })]);
    const text = new TextDecoder().decode(download.bytes);
    for (const other of ["Zebedee", "Quartermain", DEMO.member, DEMO.admin]) expect(text, other).not.toContain(other);
  });

  it("an export that cannot be prepared (its person gone) is marked failed and its asker is told, once", async () => {
    const admin = await db.account.findUniqueOrThrow({ where: { email: DEMO.admin }, select: { id: true } });
    const failedMails = () => suite.smtp().mailsTo(DEMO.admin).filter((m) => m.subject === "Project Directory: your data could not be prepared");
    const before = failedMails().length;
    // Asked for, then the person went before the worker took the job.
    const exportId = await db.$transaction(async (tx) => {
      const row = await tx.dataExport.create({ data: { subject: personSubject(2_000_000_000), requestedById: admin.id, createdAt: clock.now() } });
      await addJob(tx, DATA_EXPORT_QUEUE, { exportId: row.id });
      return row.id;
    });
    const mail = await waitFor("the failure mail", () => failedMails()[before], MAIL_MS);
    expect(mail.text).toContain("We could not prepare the data of the person that you asked for. Nothing was sent anywhere.");
    const row = await db.dataExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(row).toMatchObject({ status: "failed", bytes: null, tokenHash: null });
    // The asker may ask again: a failed export is no longer the pending one.
    expect(await db.dataExport.count({ where: { requestedById: admin.id, status: "pending", subject: personSubject(2_000_000_000) } })).toBe(0);
    expect(failedMails()).toHaveLength(before + 1);
  });

  it("the link stops working 24 hours after the export was ready, on the app's clock", async () => {
    const lead = await account("lead");
    const before = readyMails(DEMO.lead);
    expect((await lead.post("/api/data_export/", {})).status).toBe(200);
    const token = tokenOf((await readyMail(DEMO.lead, before)).link);
    advanceClock(24 * 3600_000 + 1000);
    // (the session of a day ago has ended too: the lead signs in again)
    const again = await account("lead");
    const late = await again.post("/api/data_export/download/", { token });
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ errorMessage: EXPORT_MESSAGES.expired });
    expect((await again.get("/api/data_export/")).body.dataExport).toMatchObject({ status: "expired", downloadPath: null });
  });
});

describe("an administrator's export of a person ends with the administrator", () => {
  let n = 0;
  /** A second administrator (the demo admin stays to change them) and a person to export. */
  async function world() {
    n++;
    const email = `deputy.admin.${n}@example.org`;
    const deputy = await db.account.create({ data: { username: `deputy-admin-${n}`, email, emailVerified: 2, level: 9 }, select: { id: true } });
    const person = await db.person.create({ data: { firstName: "Exported", lastName: `Person${n}`, email: `exported.${n}@northern-school.example` } });
    const deputyClient = await signInDirectly(client(), { accountId: deputy.id, level: 9, kind: "account" });
    const before = readyMails(email);
    const asked = await deputyClient.post("/api/admin/data_export/", { personId: person.id });
    expect(asked.status, asked.text).toBe(200);
    const token = tokenOf((await readyMail(email, before)).link);
    return { deputy, deputyClient, token, email };
  }
  const noFileServed = (res: { status: number; headers: Headers }) => {
    expect(res.status).not.toBe(200);
    expect(res.headers.get("content-type")).not.toContain("application/zip");
  };

  it("demoted to 6 by the admin: the mailed link is refused, nothing is served, the export is gone", async () => {
    const { deputy, deputyClient, token } = await world();
    const admin = await account("admin");
    const demoted = await admin.post("/api/admin/accounts/", { action: "set_level", id: deputy.id, level: 6 });
    expect(demoted.status, demoted.text).toBe(200);
    expect(await db.dataExport.count({ where: { requestedById: deputy.id } })).toBe(0);
    // The same browser (its session still open, now at level 6) and a fresh sign-in, each many times at once.
    const fresh = await signInDirectly(client(), { accountId: deputy.id, level: 6, kind: "account" });
    const tries = await Promise.all([deputyClient, fresh, deputyClient, fresh, deputyClient].map((c) => c.post("/api/data_export/download/", { token })));
    for (const res of tries) {
      expect(res.status).toBe(404);
      expect(res.body.errorMessage).toBe(EXPORT_MESSAGES.notValid);
      noFileServed(res);
    }
    // Made an administrator again, the old link stays dead.
    await admin.post("/api/admin/accounts/", { action: "set_level", id: deputy.id, level: 9 });
    expect((await fresh.post("/api/data_export/download/", { token })).status).toBe(404);
  });

  it("disabled: the link dies with the account", async () => {
    const { deputy, token } = await world();
    const admin = await account("admin");
    expect((await admin.post("/api/admin/accounts/", { action: "disable", id: deputy.id })).status).toBe(200);
    expect(await db.dataExport.count({ where: { requestedById: deputy.id } })).toBe(0);
    await db.account.update({ where: { id: deputy.id }, data: { disabled: false } });
    const back = await signInDirectly(client(), { accountId: deputy.id, level: 9, kind: "account" });
    noFileServed(await back.post("/api/data_export/download/", { token }));
  });

  it("a level lowered some other way (no voiding): the download itself refuses with the message, and serves nothing", async () => {
    const { deputy, deputyClient, token } = await world();
    await db.account.update({ where: { id: deputy.id }, data: { level: 6 } });
    const res = await deputyClient.post("/api/data_export/download/", { token });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe(EXPORT_MESSAGES.noLongerAdmin);
    noFileServed(res);
    const row = await db.dataExport.findFirstOrThrow({ where: { requestedById: deputy.id }, select: { downloadedAt: true } });
    expect(row.downloadedAt).toBeNull();
  });

  it("a demoted administrator's export of their own data still works", async () => {
    const { deputy, email } = await world();
    const mine = await signInDirectly(client(), { accountId: deputy.id, level: 9, kind: "account" });
    const before = readyMails(email);
    expect((await mine.post("/api/data_export/", {})).status).toBe(200);
    const token = tokenOf((await readyMail(email, before)).link);
    await (await account("admin")).post("/api/admin/accounts/", { action: "set_level", id: deputy.id, level: 3 });
    const res = await mine.post("/api/data_export/download/", { token });
    expect(res.status, res.text).toBe(200);
  });
});
