import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { addMonths } from "@/lib/people-finder/constants";
import { db } from "../auth/kit";
import { milestone, project, someone, unique, type Someone } from "../interest/decide-world";

// What the people-finder tests build for each case: domains of their own (so nobody of another
// case shares them), members who say through the API that they are open to projects, and a
// project and milestone led by a lead of the case's own.

export { milestone, project, someone, unique, type Someone };

/** A new RCoA (or EML) domain only this case uses. */
export async function ownDomain(taxonomy: "eml" | "rcoa" = "rcoa"): Promise<number> {
  return (await db.domain.create({ data: { taxonomy, description: `Finder ${taxonomy} ${unique()}` }, select: { id: true } })).id;
}

type Opening = { stage: string; eml?: number[]; rcoa?: number[]; note?: string; until?: string; available_from?: string; organisation?: number | null };

/** A member who says they are open to projects (until two months from today unless told). */
export async function openMember(label: string, opening: Opening): Promise<Someone> {
  const member = await someone(label);
  const res = await (await member.sign()).post("/api/profile/open_to_projects/", {
    until: addMonths(ukDayOf(clock.now()), 2),
    ...opening,
  });
  if (res.status !== 200) throw new Error(`${label} could not say they are open: ${res.text}`);
  return member;
}

/** Puts domains on a milestone or a project. */
export async function withDomains(kind: "milestone" | "project", id: number, domainIds: number[]): Promise<void> {
  if (kind === "milestone") await db.milestoneDomain.createMany({ data: domainIds.map((domainId) => ({ milestoneId: id, domainId })) });
  else await db.projectDomain.createMany({ data: domainIds.map((domainId) => ({ projectId: id, domainId })) });
}
