import { randomBytes } from "node:crypto";
import { LEVEL } from "@/lib/levels";
import { db } from "@/lib/db";
import { hashPassword } from "@/prisma/seed/hash";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";
import { signInDirectly } from "../../helpers/sign-in";

// The people, organisations and projects the security tests act on, on top of the demo data: every
// level of docs/product.md#user-levels as an actor, and for each an object of its own and one of
// someone else's. What the demo lacks (a level-5 account, a project with a level-5 lead, passkeys)
// is made here directly in the database.

export const ACTORS = ["anonymous", "quickAccess", "lead", "member", "level5", "editor", "admin"] as const;
export type ActorName = (typeof ACTORS)[number];
export type AccountActor = Exclude<ActorName, "anonymous" | "quickAccess">;
export type Target = "own" | "other";

export const ACTOR_LEVEL: Record<ActorName, number> = {
  anonymous: 0,
  quickAccess: 2,
  lead: 3,
  member: 3,
  level5: 5,
  editor: 6,
  admin: 9,
};

/** Titles and addresses that no refusal may ever show. */
export const SECRET_TEXT = {
  ownProject: "Security matrix own project",
  otherProject: "Security matrix other project",
  otherLeadEmail: "matrix.other@northern-school.example",
  level5Email: "reviewer5@example-hospital.org",
};

export type World = {
  accounts: Record<AccountActor | "spare", number>;
  people: { lead: number; member: number; level5: number; otherLead: number; spare: number };
  organisation: { own: number; other: number; spare: number };
  project: Record<Target, number>;
  milestone: Record<Target, number>;
};

let ipCounter = 0;
/** A client with an address of its own, so per-IP limits of one test never reach another. */
export function newClient(): ApiClient {
  ipCounter++;
  return new ApiClient({ ip: `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}` });
}

/** A signed-in client for an actor (sessions started as the sign-in calls start them). */
export async function clientFor(world: World, actor: ActorName): Promise<ApiClient> {
  const client = newClient();
  // As a browser has it after its first API answer: the csrftoken cookie, which the client module
  // echoes on every call (the product's logout GET acts only with it).
  if (actor === "anonymous") {
    await client.get("/api/usercheck/");
    return client;
  }
  return signInDirectly(
    client,
    actor === "quickAccess"
      ? { organisationId: world.organisation.own, email: "visitor@example-hospital.org", level: LEVEL.quickAccess, kind: "quickAccess" }
      : { accountId: world.accounts[actor], level: ACTOR_LEVEL[actor], kind: "account" },
  );
}

async function accountId(username: string) {
  return (await db.account.findUniqueOrThrow({ where: { username }, select: { id: true } })).id;
}

async function personIdOf(email: string) {
  return (await db.person.findFirstOrThrow({ where: { email }, select: { id: true } })).id;
}

/** A project (with one milestone) led by the actors' people ("own") or by a stranger ("other"). */
export async function createProject(world: Pick<World, "people">, target: Target, title?: string) {
  const p = world.people;
  const people =
    target === "own"
      ? [
          { personId: p.lead, roleId: 1 },
          { personId: p.level5, roleId: 1 },
          { personId: p.member, roleId: 3 },
        ]
      : [{ personId: p.otherLead, roleId: 1 }];
  const project = await db.project.create({
    data: {
      shortDescription: title ?? (target === "own" ? SECRET_TEXT.ownProject : SECRET_TEXT.otherProject),
      longDescription: `${target} project of the security tests`,
      startDate: new Date("2026-02-02T00:00:00Z"),
      statusId: 1,
      people: { create: people },
      milestones: {
        create: {
          description: `${target} milestone of the security tests`,
          startDate: new Date("2026-03-02T00:00:00Z"),
          statusId: 1,
          lookingForId: 10,
          people: { create: [{ personId: target === "own" ? p.member : p.otherLead, roleId: 2 }] },
        },
      },
    },
    select: { id: true, milestones: { select: { id: true } } },
  });
  return { projectId: project.id, milestoneId: project.milestones[0].id };
}

export async function createPasskey(accountId: number): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.passkey.create({ data: { id, accountId, publicKey: randomBytes(65), name: "Matrix key" } });
  return id;
}

/** Demo data plus the matrix's own accounts, people and projects. */
export async function buildWorld(): Promise<World> {
  await resetToDemoData();
  const hash = await hashPassword(DEMO_PASSWORD);
  const level5Person = await db.person.create({
    data: { firstName: "Rita", lastName: "Fivers", email: SECRET_TEXT.level5Email },
  });
  await db.account.create({
    data: { username: "reviewer5", email: SECRET_TEXT.level5Email, level: 5, emailVerified: 2, passwordHash: hash, personId: level5Person.id },
  });
  await db.account.create({
    data: { username: "spare3", email: "spare3@example.org", level: 3, emailVerified: 2, passwordHash: hash },
  });
  const otherLead = await db.person.create({
    data: { firstName: "Oscar", lastName: "Elsewhere", email: SECRET_TEXT.otherLeadEmail },
  });
  const spare = await db.person.create({ data: { firstName: "Sam", lastName: "Spare", email: "sam.spare@example.org" } });
  const spareOrg = await db.organisation.create({ data: { name: "Spare Organisation" } });
  const orgId = async (name: string) => (await db.organisation.findUniqueOrThrow({ where: { name } })).id;
  const people = {
    lead: await personIdOf("lead@example-hospital.org"),
    member: await personIdOf("member@example-hospital.org"),
    level5: level5Person.id,
    otherLead: otherLead.id,
    spare: spare.id,
  };
  const own = await createProject({ people }, "own");
  const other = await createProject({ people }, "other");
  return {
    accounts: {
      lead: await accountId("lead"),
      member: await accountId("member"),
      level5: await accountId("reviewer5"),
      editor: await accountId("editor"),
      admin: await accountId("admin"),
      spare: await accountId("spare3"),
    },
    people,
    organisation: {
      own: await orgId("Example Teaching Hospital"),
      other: await orgId("Northern School of Anaesthesia"),
      spare: spareOrg.id,
    },
    project: { own: own.projectId, other: other.projectId },
    milestone: { own: own.milestoneId, other: other.milestoneId },
  };
}
