import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { collectExport } from "@/lib/data-export/collect";
import { resolveSubject, personSubject } from "@/lib/data-export/subject";
import { ApiClient } from "../helpers/api-client";
import { signInDirectly } from "../helpers/sign-in";
import { waitFor } from "../helpers/wait-for";
import { db, DEMO, setUpAuthSuite } from "../api/auth/kit";

// An address is a person's only once it is proved (docs/product.md#whose-addresses-are-whose).
// The attacks that found it otherwise, as they were done: a member puts someone else's address
// in as their new (pending) one, then uses every feature that gathers "their" data — the data
// export, erasure, My requests, withdraw, accept, merge, an administrator's export — and none of
// them may count the pending address as the member's. Each case builds its own people.

const suite = setUpAuthSuite();
const MAIL_MS = 60_000;
const READY_SUBJECT = "Project Directory: your data is ready to download";

let ip = 0;
const client = () => {
  ip++;
  return new ApiClient({ ip: `10.94.${ip >> 8}.${ip & 255}` });
};

const unique = () => randomUUID().slice(0, 8);

/** An account with a proved address and (unless told otherwise) a person of its own. */
async function member(options: { person?: boolean; level?: number } = {}) {
  const tag = unique();
  const email = `m.${tag}@example-hospital.org`;
  const person = options.person === false ? null : await db.person.create({ data: { firstName: "Mallory", lastName: `Pending${tag}`, email } });
  const account = await db.account.create({
    data: { username: `mallory-${tag}`, email, emailVerified: 2, level: options.level ?? 3, personId: person?.id ?? null },
  });
  const signedIn = await signInDirectly(client(), { accountId: account.id, level: account.level, kind: "account" });
  return { account, person, email, client: signedIn };
}

/** Someone else: a visitor's proved address at a partner domain, with a person record, a session and an open request. */
async function bystander() {
  const tag = unique();
  const email = `b.${tag}@example-hospital.org`;
  const person = await db.person.create({ data: { firstName: "Bystander", lastName: `Innocent${tag}`, email } });
  const organisation = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } } });
  const visitor = await signInDirectly(client(), { organisationId: organisation.id, email, level: LEVEL.quickAccess, kind: "quickAccess" });
  const lead = await db.person.findFirstOrThrow({ where: { email: DEMO.lead } });
  const project = await db.project.create({
    data: { shortDescription: `Pending-address project ${tag}`, longDescription: "x", startDate: new Date("2026-02-02"), statusId: 1, people: { create: [{ personId: lead.id, roleId: 1 }] } },
  });
  const milestone = await db.milestone.create({
    data: { projectId: project.id, description: `Pending-address milestone ${tag}`, startDate: new Date("2026-03-02"), statusId: 1, lookingForId: 30 },
  });
  const asked = await visitor.post("/api/interest/ask/", { milestone: milestone.id, stage: "core", message: "Bystander's own words", first_name: "Bystander", last_name: `Innocent${tag}` });
  expect(asked.status, asked.text).toBe(200);
  const request = await db.interestRequest.findFirstOrThrow({ where: { email, milestoneId: milestone.id } });
  return { email, person, visitor, project, milestone, request };
}

/** The member asks for their address to become `address`: it waits, unproved, as pending. */
async function claim(m: Awaited<ReturnType<typeof member>>, address: string) {
  const res = await m.client.post("/api/profile/", { action: "updateEmail", newEmail: address });
  expect(res.status, res.text).toBe(200);
  expect((await db.account.findUniqueOrThrow({ where: { id: m.account.id } })).pendingEmail).toBe(address);
}

describe("a pending address is nobody's", () => {
  it("the data export: a member with the admin's address pending never receives the admin's sign-in code mail", async () => {
    const m = await member();
    await claim(m, DEMO.admin);
    // From another browser, a sign-in code for the admin's address: the admin's mail, with a live code.
    const before = suite.smtp().mailsTo(DEMO.admin).length;
    expect((await client().post("/api/auth/email_domain_login/", { email: DEMO.admin })).status).toBe(200);
    const codeMail = await waitFor("the admin's code mail", () => suite.smtp().mailsTo(DEMO.admin)[before], MAIL_MS);
    expect(codeMail.code).toMatch(/^[A-Z0-9]{6}$/);

    expect((await m.client.post("/api/data_export/", {})).status).toBe(200);
    const ready = await waitFor("the ready mail", () => suite.smtp().mailsTo(m.email).find((x) => x.subject === READY_SUBJECT), MAIL_MS);
    const token = new URL(ready.link!).searchParams.get("token")!;
    const download = await m.client.post("/api/data_export/download/", { token });
    expect(download.status, download.text).toBe(200);
    const files = unzipSync(download.bytes!);
    const json = strFromU8(files["my-data.json"]);
    const data = JSON.parse(json) as Record<string, { to?: string; sentTo?: string; purpose?: string }[]>;

    // Their own account is there, pending address and all, and the confirmation code they asked
    // to be sent there (their own act); nothing else held under that address is.
    expect(data.accounts).toEqual([expect.objectContaining({ id: m.account.id, pendingNewEmail: DEMO.admin })]);
    expect(data.emailedCodesAndLinks.filter((x) => x.sentTo === DEMO.admin).map((x) => x.purpose)).toEqual(["email_verify"]);
    expect(data.mails.map((x) => x.to)).not.toContain(DEMO.admin);
    expect(json).not.toContain(codeMail.code);
    expect(json).not.toContain(codeMail.subject);
  });

  it("erasure: erasing a member whose pending address is a bystander's leaves the bystander signed in and their request as it was", async () => {
    const b = await bystander();
    const m = await member();
    await claim(m, b.email);
    const admin = await signInDirectly(client(), { accountId: (await db.account.findUniqueOrThrow({ where: { username: "admin" } })).id, level: 9, kind: "account" });
    const erased = await admin.post("/api/admin/people/erase/", { id: m.person!.id, confirm: "Erase" });
    expect(erased.status, erased.text).toBe(200);

    expect((await b.visitor.get("/api/usercheck/")).body).toMatchObject({ userLevel: LEVEL.quickAccess });
    expect(await db.interestRequest.findUniqueOrThrow({ where: { id: b.request.id } })).toMatchObject({
      email: b.email, firstName: "Bystander", message: "Bystander's own words", status: "open",
    });
    expect(await db.person.findUniqueOrThrow({ where: { id: b.person.id } })).toMatchObject({ email: b.email, erasedAt: null });
    // The member is gone all the same.
    expect(await db.account.count({ where: { id: m.account.id } })).toBe(0);
  });

  it("erasure: a pending address that is another account's verified one leaves that account, its person and its request alone", async () => {
    const b = await bystander();
    const other = await member();
    const asked = await other.client.post("/api/interest/ask/", { milestone: b.milestone.id, stage: "higher", message: "The other account's own words" });
    expect(asked.status, asked.text).toBe(200);
    const m = await member();
    await claim(m, other.email);
    const admin = await signInDirectly(client(), { accountId: (await db.account.findUniqueOrThrow({ where: { username: "admin" } })).id, level: 9, kind: "account" });
    expect((await admin.post("/api/admin/people/erase/", { id: m.person!.id, confirm: "Erase" })).status).toBe(200);

    expect((await other.client.get("/api/usercheck/")).body).toMatchObject({ userLevel: 3, people: [other.person!.id] });
    expect(await db.person.findUniqueOrThrow({ where: { id: other.person!.id } })).toMatchObject({ email: other.email, erasedAt: null });
    expect(await db.interestRequest.findUniqueOrThrow({ where: { id: asked.body.request.id } })).toMatchObject({
      email: other.email, message: "The other account's own words", status: "open",
    });
  });

  it("My requests and withdraw: the bystander's request is not the member's, by list or by id", async () => {
    const b = await bystander();
    const m = await member();
    await claim(m, b.email);
    const mine = await m.client.get("/api/interest/mine/");
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(b.email);
    for (const call of ["/api/interest/withdraw/", "/api/interest/delete/"]) {
      expect((await m.client.post(call, { id: b.request.id })).status, call).toBe(404);
    }
    expect((await db.interestRequest.findUniqueOrThrow({ where: { id: b.request.id } })).status).toBe("open");
    // The bystander still sees and withdraws their own.
    expect(JSON.stringify((await b.visitor.get("/api/interest/mine/")).body)).toContain("Bystander's own words");
  });

  it("contributions: the bystander's roles do not appear as the member's", async () => {
    const b = await bystander();
    await db.projectPerson.create({ data: { projectId: b.project.id, personId: b.person.id, roleId: 2 } });
    const m = await member({ person: false });
    await claim(m, b.email);
    const list = await m.client.get("/api/profile/contributions/");
    expect(list.status).toBe(200);
    expect(list.body.contributions).toEqual([]);
  });

  it("accept: a member without a person, the bystander's address pending, is added as a new person of their own", async () => {
    const b = await bystander();
    const m = await member({ person: false });
    await claim(m, b.email);
    const asked = await m.client.post("/api/interest/ask/", { milestone: b.milestone.id, stage: "higher", message: "", first_name: "Mallory", last_name: "Asker" });
    expect(asked.status, asked.text).toBe(200);
    const lead = await signInDirectly(client(), { accountId: (await db.account.findUniqueOrThrow({ where: { username: "lead" } })).id, level: 3, kind: "account" });
    const decided = await lead.post("/api/interest/decide/", { id: asked.body.request.id, decision: "accept", role: 2, fully_subscribed: false });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body.person).not.toBe(b.person.id);
    expect(await db.person.findUniqueOrThrow({ where: { id: decided.body.person } })).toMatchObject({ email: m.email });
    expect(await db.milestonePerson.count({ where: { milestoneId: b.milestone.id, personId: b.person.id } })).toBe(0);
  });

  it("merge: merging the bystander's person moves no account that only has their address pending", async () => {
    const b = await bystander();
    const m = await member({ person: false });
    await claim(m, b.email);
    const keep = await db.person.create({ data: { firstName: "Kept", lastName: unique(), email: `k.${unique()}@example-hospital.org` } });
    const admin = await signInDirectly(client(), { accountId: (await db.account.findUniqueOrThrow({ where: { username: "admin" } })).id, level: 9, kind: "account" });
    const merged = await admin.post("/api/admin/people/", { action: "merge", keepId: keep.id, removeId: b.person.id });
    expect(merged.status, merged.text).toBe(200);
    expect((await db.account.findUniqueOrThrow({ where: { id: m.account.id } })).personId).toBeNull();
  });

  it("an administrator's export of the bystander's person holds no account that only has their address pending", async () => {
    const b = await bystander();
    const m = await member();
    await claim(m, b.email);
    const subject = await resolveSubject(personSubject(b.person.id));
    expect(subject).toMatchObject({ accountIds: [], personIds: [b.person.id], emails: [b.email] });
    const document = await collectExport(subject!);
    expect(document.accounts).toEqual([]);
    expect(JSON.stringify(document)).not.toContain(m.email);
    // And the member's own export holds nothing of the bystander.
    const own = await collectExport((await resolveSubject(`account:${m.account.id}`))!);
    expect(own.interestRequests).toEqual([]);
    expect(own.sessions.map((s) => s.quickAccessAs)).not.toContain(b.email);
  });
});

describe("one rule, held together", () => {
  it("the session's people (read_session) are the people lib/people/addresses.ts names, in every shape of account", async () => {
    const tag = unique();
    const address = (n: string) => `${n}.${tag}@example-hospital.org`;
    const person = (n: string) => db.person.create({ data: { firstName: n, lastName: tag, email: address(n) } });
    const [linked, byAddress, other] = [await person("linked"), await person("proved"), await person("other")];
    const shapes = [
      { email: address("proved"), emailVerified: 2, personId: null, expect: [byAddress.id] },
      { email: address("proved-unverified"), emailVerified: 0, personId: null, expect: [] },
      { email: address("lonely"), emailVerified: 2, personId: linked.id, expect: [linked.id] },
      { email: address("other"), emailVerified: 0, personId: linked.id, expect: [linked.id] },
      { email: address("x"), emailVerified: 2, personId: null, pendingEmail: other.email, expect: [] },
    ];
    const { ownerOfAccount } = await import("@/lib/people/addresses");
    for (const [i, shape] of shapes.entries()) {
      const { expect: people, ...data } = shape;
      const account = await db.account.create({ data: { ...data, username: `shape-${i}-${tag}`, level: 3 } });
      const session = await signInDirectly(client(), { accountId: account.id, level: 3, kind: "account" });
      const fromSession = (await session.get("/api/usercheck/")).body.people;
      const owner = await ownerOfAccount(db, account.id);
      expect(fromSession, JSON.stringify(data)).toEqual(people);
      expect([...owner!.personIds].sort((a, b) => a - b), JSON.stringify(data)).toEqual(people);
      expect(owner!.addresses).not.toContain(other.email);
      expect(owner!.addresses.includes(data.email), "an account's own address counts once proved").toBe(data.emailVerified === 2);
    }
  });
});
