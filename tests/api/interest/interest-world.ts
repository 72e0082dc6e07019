import { expect } from "vitest";
import type { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { db, DEMO } from "../auth/kit";
import { client, milestone, project, someone, unique } from "./decide-world";

// What each case of the interest tests (interest-asking, interest-deciding) builds for itself: a
// project with a lead of its own and milestones open, fully subscribed, closed and one the demo
// member is on, and another lead's project with one open milestone. Both projects' titles carry
// the world's tag, so its mails are told from every other case's. The demo member, editor and
// admin act in it; nothing here is shared between cases.

// The worker sends in the background; a busy machine may take a while.
export const MAIL_MS = 30_000;
export const HOSPITAL = "example-hospital.org";
export const NORTHERN = "northern-school.example";

export const personOf = async (email: string) => (await db.person.findFirstOrThrow({ where: { email }, select: { id: true } })).id;

export const organisationOf = async (domain: string) =>
  (await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain } } }, select: { name: true } })).name;

export type World = Awaited<ReturnType<typeof world>>;

export async function world() {
  const tag = unique();
  const [lead, otherLead, member] = await Promise.all([someone("lead"), someone("otherlead"), personOf(DEMO.member)]);
  const own = await project(`Interest ${tag}`, [lead.person]);
  const other = await project(`Interest other ${tag}`, [otherLead.person]);
  return {
    tag,
    lead,
    otherLead,
    project: own,
    open: await milestone(own, { lookingFor: 10 }),
    full: await milestone(own, { lookingFor: 99 }),
    closed: await milestone(own, { lookingFor: 10, status: 999 }),
    memberOn: await milestone(own, { lookingFor: 20, others: [member] }),
    otherProject: other,
    otherMilestone: await milestone(other, { lookingFor: 30 }),
    /** A work address at the hospital that no other case uses. */
    address: (label: string) => `${label}.${tag}@${HOSPITAL}`,
  };
}

/** A member with an account and no person, on neither project (`verified` unless told). */
export async function asker(verified = true): Promise<{ email: string; client: ApiClient }> {
  const email = `asker.${unique()}@example.org`;
  const a = await db.account.create({ data: { username: `asker-${unique()}`, email, emailVerified: verified ? 2 : 0, level: 3 }, select: { id: true } });
  return { email, client: await signInDirectly(client(), { accountId: a.id, level: 3, kind: "account" }) };
}

/** Asks through the call, as the requester would; the request's id. */
export async function ask(c: ApiClient, milestoneId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await c.post("/api/interest/ask/", { milestone: milestoneId, stage: "core", ...body });
  expect(res.status, res.text).toBe(200);
  return res.body.request.id;
}

/** The requests on the world's milestones, of both its projects. */
export const requestsIn = (w: World) => db.interestRequest.count({ where: { milestone: { projectId: { in: [w.project, w.otherProject] } } } });

/** The mails of `kind` to `recipients` about the world's projects (their bodies name the project). */
export const mailsAbout = (w: World, kind: string, recipients: string[]) =>
  db.mail.count({ where: { kind, recipient: { in: recipients }, body: { contains: w.tag } } });
