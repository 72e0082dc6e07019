import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROJECT_MESSAGES as M } from "@/lib/projects/schemas";
import type { Project } from "@/lib/projects/types";
import type { ApiClient } from "../helpers/api-client";
import { CICO, findProject, freshDemo, SEDATION } from "../api/projects/fixtures";
import { signedIn } from "../api/projects/sessions";

// Attack: a lead rewrites the email of a person who is somebody elsewhere. A person's address
// is how an account comes to be that person, so a milestone lead who could set the project
// lead's email to their own address would take over the project, and a project lead who could
// rewrite the address of someone who leads other projects (or has an account) would take over
// those. Leads below level 6 keep correcting names on what they lead; the address of anyone who
// holds roles elsewhere or has an account is changed only by level 6 and up.

const PATH = "/api/add_edit_person/";
const PROJECT_ROLE = { lead: 1, contributor: 3 };
const MILESTONE_ROLE = { lead: 1, contributor: 2 };

let editor: ApiClient, lead: ApiClient, milestoneLead: ApiClient;
let cico: Project;
let milestoneId: number;
let people: Record<"projectLead" | "marsh" | "member" | "elsewhere" | "onlyHere" | "onlyOnMilestone", { id: number; first_name: string; last_name: string; email: string }>;

async function person(email: string) {
  const p = await db.person.findFirstOrThrow({ where: { email } });
  return { id: p.id, first_name: p.firstName, last_name: p.lastName, email: p.email };
}

async function newPerson(firstName: string, email: string) {
  const p = await db.person.create({ data: { firstName, lastName: "Test", email } });
  return { id: p.id, first_name: p.firstName, last_name: p.lastName, email: p.email };
}

beforeAll(async () => {
  await freshDemo();
  editor = await signedIn("editor");
  cico = await findProject(editor, CICO);
  const sedation = await findProject(editor, SEDATION);
  // "member" leads the second CICO milestone (Helen Marsh, the project's co-lead, is on it too).
  const milestone = cico.milestones.find((m) => m.people.some((p) => p.email === "member@example-hospital.org"))!;
  milestoneId = milestone.id;
  const memberPerson = await person("member@example-hospital.org");
  await db.milestonePerson.update({
    where: { milestoneId_personId: { milestoneId, personId: memberPerson.id } },
    data: { roleId: MILESTONE_ROLE.lead },
  });
  people = {
    projectLead: await person("lead@example-hospital.org"),
    marsh: await person("h.marsh@northern-school.example"),
    member: memberPerson,
    elsewhere: await newPerson("Elsewhere", "elsewhere@people.example"),
    onlyHere: await newPerson("Onlyhere", "onlyhere@people.example"),
    onlyOnMilestone: await newPerson("Onmilestone", "onmilestone@people.example"),
  };
  await db.projectPerson.createMany({
    data: [
      { projectId: cico.id, personId: people.elsewhere.id, roleId: PROJECT_ROLE.contributor },
      { projectId: sedation.id, personId: people.elsewhere.id, roleId: PROJECT_ROLE.lead },
      { projectId: cico.id, personId: people.onlyHere.id, roleId: PROJECT_ROLE.contributor },
    ],
  });
  await db.milestonePerson.create({ data: { milestoneId, personId: people.onlyOnMilestone.id, roleId: MILESTONE_ROLE.contributor } });
  [lead, milestoneLead] = await Promise.all([signedIn("lead"), signedIn("member")]);
}, 300_000);

const onProject = (who: { id: number; first_name: string; last_name: string }, email: string, firstName = who.first_name) => ({
  id: cico.id,
  person: { id: who.id, first_name: firstName, last_name: who.last_name, email },
});
const onMilestone = (who: { id: number; first_name: string; last_name: string }, email: string, firstName = who.first_name) => ({
  id: milestoneId,
  project: cico.id,
  person: { id: who.id, first_name: firstName, last_name: who.last_name, email },
});

async function emailOf(id: number) {
  return (await db.person.findUniqueOrThrow({ where: { id } })).email;
}

describe("a milestone lead (level 3)", () => {
  it("cannot rewrite the project lead's email: 403, nothing changes", async () => {
    const res = await milestoneLead.post(PATH, onMilestone(people.projectLead, "member@example-hospital.org"));
    expect(res.status).toBe(403);
    const other = await milestoneLead.post(PATH, onMilestone(people.projectLead, "takeover@people.example"));
    expect(other.status).toBe(403);
    expect(await emailOf(people.projectLead.id)).toBe(people.projectLead.email);
  });

  it("cannot correct even the name of someone who is not on the milestone", async () => {
    const res = await milestoneLead.post(PATH, onMilestone(people.onlyHere, people.onlyHere.email, "Renamed"));
    expect(res.status).toBe(403);
  });

  it("cannot change the email of someone on the milestone who also holds a project role: 422 on the email field", async () => {
    const res = await milestoneLead.post(PATH, onMilestone(people.marsh, "marsh.new@people.example"));
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([M.personEmailLocked]);
    expect(await emailOf(people.marsh.id)).toBe(people.marsh.email);
  });

  it("corrects names, and the email of someone only on the milestone", async () => {
    const renamed = await milestoneLead.post(PATH, onMilestone(people.marsh, people.marsh.email, "Helena"));
    expect(renamed.status).toBe(200);
    expect(renamed.body.first_name).toBe("Helena");
    const moved = await milestoneLead.post(PATH, onMilestone(people.onlyOnMilestone, "onmilestone.new@people.example"));
    expect(moved.status).toBe(200);
    expect(await emailOf(people.onlyOnMilestone.id)).toBe("onmilestone.new@people.example");
  });
});

describe("a project lead (level 3)", () => {
  it("cannot change the email of a person who holds roles on another project: 422", async () => {
    const res = await lead.post(PATH, onProject(people.elsewhere, "elsewhere.taken@people.example"));
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([M.personEmailLocked]);
    expect(await emailOf(people.elsewhere.id)).toBe(people.elsewhere.email);
  });

  it("cannot change the email of a person linked to an account: 422", async () => {
    const res = await lead.post(PATH, onProject(people.member, "tom.elsewhere@people.example"));
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([M.personEmailLocked]);
    expect(await emailOf(people.member.id)).toBe(people.member.email);
  });

  it("still corrects their names, the address unchanged (in any case of letters)", async () => {
    const res = await lead.post(PATH, onProject(people.elsewhere, people.elsewhere.email.toUpperCase(), "Elsie"));
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe("Elsie");
    const member = await lead.post(PATH, onProject(people.member, people.member.email, "Thomas"));
    expect(member.status).toBe(200);
  });

  it("changes the email of someone who is only on their project and has no account", async () => {
    const res = await lead.post(PATH, onProject(people.onlyHere, "onlyhere.new@people.example"));
    expect(res.status).toBe(200);
    expect(await emailOf(people.onlyHere.id)).toBe("onlyhere.new@people.example");
  });
});

describe("level 6", () => {
  it("may change the email of a person with roles elsewhere or an account", async () => {
    const elsewhere = await editor.post(PATH, onProject(people.elsewhere, "elsewhere.moved@people.example"));
    expect(elsewhere.status).toBe(200);
    expect(await emailOf(people.elsewhere.id)).toBe("elsewhere.moved@people.example");
    const lead = await editor.post(PATH, onMilestone(people.marsh, "marsh.moved@people.example"));
    expect(lead.status).toBe(200);
  });
});
