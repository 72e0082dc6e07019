import { beforeAll, describe, expect, it } from "vitest";
import type { Project } from "@/lib/projects/types";
import type { ApiClient } from "../helpers/api-client";
import { hashPassword } from "@/prisma/seed/hash";
import { db, DEMO, DEMO_PASSWORD, newClient, setUpAuthSuite, signedIn } from "../api/auth/kit";
import { findProject, projectBody } from "../api/projects/fixtures";
import { screenMayEdit } from "../helpers/edit-rights";

// Attack: a level-3 account changes its email to the address of a project lead who has no
// account. Were the new address trusted at once, the account would become that person (its
// `people`), edit the lead's project and add itself as lead to keep the rights. The new address
// stays pending until the code mailed to it comes back; only then does it name the account.

const suite = setUpAuthSuite();
const LEAD_ROLE = 1;

let member: ApiClient;
let memberPersonId: number;
let target: { personId: number; email: string; projectId: number };
let codeSentToTarget: string;

async function usercheck(client: ApiClient) {
  return (await client.get("/api/usercheck/")).body as { userLevel: number; email: string; people: number[] };
}

beforeAll(async () => {
  // A project lead whose person no account is linked to or shares an address with.
  const accounts = await db.account.findMany({ select: { email: true, personId: true } });
  const lead = await db.projectPerson.findFirstOrThrow({
    where: {
      roleId: LEAD_ROLE,
      person: {
        email: { notIn: accounts.map((a) => a.email) },
        id: { notIn: accounts.flatMap((a) => (a.personId ? [a.personId] : [])) },
      },
    },
    select: { projectId: true, person: { select: { id: true, email: true } } },
  });
  target = { personId: lead.person.id, email: lead.person.email, projectId: lead.projectId };
  memberPersonId = (await db.person.findFirstOrThrow({ where: { email: DEMO.member } })).id;
  member = await signedIn("member");
  const { result, mail } = await suite
    .smtp()
    .nextMailTo(target.email, () => member.post("/api/profile/", { action: "updateEmail", newEmail: target.email }));
  expect(result.status).toBe(200);
  expect(result.body.response).toBe("success");
  codeSentToTarget = mail.code!;
}, 300_000);

describe("an email changed to a project lead's address, not yet confirmed", () => {
  it("leaves the account's email and people those of its verified address", async () => {
    const check = await usercheck(member);
    expect(check.email).toBe(DEMO.member);
    expect(check.people).toEqual([memberPersonId]);
    expect(check.people).not.toContain(target.personId);
    const profile = (await member.get("/api/profile/")).body;
    expect(profile).toMatchObject({ emailAddress: DEMO.member, emailAddressVerified: 2, pendingEmailAddress: target.email });
  });

  it("gives no right to edit the lead's project: 403, and the list says it cannot edit", async () => {
    const project: Project = await findProject(member, target.projectId);
    expect(await screenMayEdit(member, project)).toBe(false);
    const edit = await member.post("/api/add_edit_project/", { ...projectBody(project), long_description: "Taken over" });
    expect(edit.status).toBe(403);
  });

  it("cannot add itself as lead of that project", async () => {
    const project: Project = await findProject(member, target.projectId);
    const res = await member.post("/api/add_edit_project/", {
      ...projectBody(project),
      people: [...project.people.map((p) => ({ id: p.id, role: p.role })), { id: memberPersonId, role: LEAD_ROLE }],
    });
    expect(res.status).toBe(403);
    const leads = await db.projectPerson.findMany({ where: { projectId: target.projectId, roleId: LEAD_ROLE } });
    expect(leads.map((l) => l.personId)).not.toContain(memberPersonId);
  });

  it("sends password resets to the old, verified address only", async () => {
    const smtp = suite.smtp();
    const stranger = newClient();
    // The pending address has no account of its own: it is told so, with no code.
    const { mail: notice } = await smtp.nextMailTo(target.email, () =>
      stranger.post("/api/auth/request_password_reset_code/", { email: target.email }),
    );
    expect(notice.code).toBeUndefined();
    expect(notice.text).toContain("There is no account with this address");
    const { mail } = await smtp.nextMailTo(DEMO.member, () =>
      stranger.post("/api/auth/request_password_reset_code/", { email: DEMO.member }),
    );
    expect(mail.text).toContain("member");
    expect(mail.code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it("does not let the pending address sign in to the account by emailed code", async () => {
    const count = await db.verification.count({ where: { purpose: "login", email: target.email, accountId: { not: null } } });
    await newClient().post("/api/auth/email_domain_login/", { email: target.email });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await db.verification.count({ where: { purpose: "login", email: target.email, accountId: { not: null } } }),
    ).toBe(count);
  });
});

describe("an account whose own address was never verified", () => {
  it("is not the person who has that address", async () => {
    const client = newClient();
    // Unlinked and unverified, with the address of the project lead.
    const other = await db.account.create({
      data: { username: "unverified3", email: target.email, emailVerified: 0, level: 3, passwordHash: await hashPassword(DEMO_PASSWORD) },
    });
    try {
      await client.login("unverified3", DEMO_PASSWORD);
      const check = await usercheck(client);
      expect(check.userLevel).toBe(3);
      expect(check.people).toEqual([]);
      expect(await screenMayEdit(client, await findProject(client, target.projectId))).toBe(false);
    } finally {
      await db.session.deleteMany({ where: { accountId: other.id } });
      await db.account.delete({ where: { id: other.id } });
    }
  });
});

describe("the legitimate path", () => {
  it("after the code mailed to the new address is confirmed, the address and its person are the account's", async () => {
    const ok = await member.post("/api/profile/", { action: "verifyEmail", code: codeSentToTarget });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ response: "success", emailAddressVerified: 2 });
    const check = await usercheck(member);
    expect(check.email).toBe(target.email);
    expect(check.people).toContain(target.personId);
    expect(await screenMayEdit(member, await findProject(member, target.projectId))).toBe(true);
    const profile = (await member.get("/api/profile/")).body;
    expect(profile).toMatchObject({ emailAddress: target.email, emailAddressVerified: 2, pendingEmailAddress: null });
  });
});
