import { clock } from "@/lib/clock";
import { LEVEL } from "@/lib/levels";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { db } from "../auth/kit";

// What the To decide, digest and interest tests build for each case: people with accounts of
// their own (so one case's lead decides nothing of another's), projects and milestones led by
// them, and open requests written as an ask writes them. Nothing here is shared between cases.

import { client, someone, unique, type Someone } from "../../helpers/someone";

export { client, someone, unique, type Someone };

export async function signedInAs(username: string): Promise<ApiClient> {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

/** A quick-access visitor with `email`, through the organisation of `domain` (the hospital's unless told). */
export async function visitor(email: string, domain = "example-hospital.org"): Promise<ApiClient> {
  const o = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain } } }, select: { id: true } });
  return signInDirectly(client(), { organisationId: o.id, email, level: LEVEL.quickAccess, kind: "quickAccess" });
}

/** A project led by `leads` (none: a project without a lead). */
export async function project(title: string, leads: number[] = []): Promise<number> {
  const p = await db.project.create({
    data: {
      shortDescription: `${title} ${unique()}`,
      longDescription: "x",
      startDate: new Date("2026-02-02"),
      statusId: 1,
      people: { create: leads.map((personId) => ({ personId, roleId: 1 })) },
    },
    select: { id: true },
  });
  return p.id;
}

type MilestoneOptions = { leads?: number[]; places?: number; others?: number[]; lookingFor?: number; status?: number };

/** A milestone in progress looking for anyone (unless told), led by `leads`, with `places` when given. */
export async function milestone(projectId: number, options: MilestoneOptions = {}): Promise<number> {
  const people = [...(options.leads ?? []).map((personId) => ({ personId, roleId: 1 })), ...(options.others ?? []).map((personId) => ({ personId, roleId: 2 }))];
  const m = await db.milestone.create({
    data: {
      projectId,
      description: `Milestone ${unique()}`,
      startDate: new Date("2026-03-02"),
      statusId: options.status ?? 1,
      lookingForId: options.lookingFor ?? 30,
      places: options.places ?? null,
      people: { create: people },
    },
    select: { id: true },
  });
  return m.id;
}

/** An open request by a stranger, asked `minutesAgo` before the app's clock. */
export async function request(milestoneId: number, stage = "core", minutesAgo = 0): Promise<number> {
  const r = await db.interestRequest.create({
    data: {
      milestoneId,
      email: `asker.${unique()}@example.net`,
      firstName: "Asker",
      lastName: unique(),
      stage,
      createdAt: new Date(clock.ms() - minutesAgo * 60_000),
    },
    select: { id: true },
  });
  return r.id;
}
