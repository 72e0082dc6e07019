import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { db } from "@/lib/db";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES, STAGES, type AskableLookingFor } from "@/lib/interest/constants";
import { isoDay } from "@/lib/reviews/review-rules";
import { requireMilestoneEditor } from "@/lib/projects/permissions";
import { openCandidates, rolesInDomains } from "./candidates";
import type { WhoMightHelpAnswer } from "./finder-schemas";
import { askedAlready, domainsById, foundPerson, invitationsOf } from "./found-person";

// GET /api/people_finder/milestone/?milestone= (level 3+, the milestone's deciders:
// lib/interest/deciders.ts's rule): "People who might help" on a milestone looking for people
// (docs/product.md#open-to-projects). The members open to projects whose stage fits what it looks
// for and whose domains overlap its own (or, when it has none, its project's), ranked by how many
// domains they share, then by the projects and milestones with those domains they hold or have held
// a role on, then by the soonest available (the day they are available from, today when it has
// passed), then by who said they were open first. Nobody already on the milestone, nor the
// viewer. With no domains on either, everyone whose stage fits.

/** Which stages each looking-for wants. */
const STAGES_WANTED: Record<AskableLookingFor, readonly string[]> = { 10: ["core"], 20: ["higher"], 30: STAGES };

async function targetDomains(milestoneId: number, projectId: number): Promise<number[]> {
  const own = await db.milestoneDomain.findMany({ where: { milestoneId }, select: { domainId: true } });
  if (own.length) return own.map((d) => d.domainId);
  return (await db.projectDomain.findMany({ where: { projectId }, select: { domainId: true } })).map((d) => d.domainId);
}

/** The milestone takes people: looking for someone, neither completed nor abandoned, not past its end. */
export function isLooking(m: { lookingForId: number; statusId: number; endDate: Date | null }, today: string): boolean {
  if (!(ASKABLE_LOOKING_FOR as readonly number[]).includes(m.lookingForId)) return false;
  if ((CLOSED_STATUSES as readonly number[]).includes(m.statusId)) return false;
  return !m.endDate || isoDay(m.endDate) >= today;
}

export async function whoMightHelp(session: CurrentSession, milestoneId: number): Promise<WhoMightHelpAnswer> {
  const { projectId } = await requireMilestoneEditor(session, milestoneId, null);
  const today = ukDayOf(clock.now());
  const milestone = await db.milestone.findUniqueOrThrow({
    where: { id: milestoneId },
    select: { lookingForId: true, statusId: true, endDate: true, people: { select: { personId: true } } },
  });
  if (!isLooking(milestone, today)) return { milestone: milestoneId, looking: false, people: [] };
  const target = await targetDomains(milestoneId, projectId);
  const onIt = new Set(milestone.people.map((p) => p.personId));
  const stages = [...STAGES_WANTED[milestone.lookingForId as AskableLookingFor]];
  const scored = (await openCandidates(db, { today, stages }))
    .filter((c) => c.accountId !== session.accountId && !c.personIds.some((id) => onIt.has(id)))
    .map((c) => ({ c, shared: c.domainIds.filter((id) => target.includes(id)) }))
    .filter(({ shared }) => !target.length || shared.length > 0);
  const held = await rolesInDomains(db, scored.flatMap(({ c }) => c.personIds), target);
  const ranked = scored
    .map((s) => ({
      ...s,
      roles: new Set(s.c.personIds.flatMap((id) => [...(held.get(id) ?? [])])).size,
      from: s.c.availableFrom > today ? s.c.availableFrom : today,
    }))
    .sort(
      (a, b) =>
        b.shared.length - a.shared.length ||
        b.roles - a.roles ||
        a.from.localeCompare(b.from) ||
        +a.c.since - +b.c.since ||
        a.c.accountId - b.c.accountId,
    );
  const people = ranked.map((r) => r.c);
  const [domains, asked, invited] = await Promise.all([domainsById(target), askedAlready(people, milestoneId), invitationsOf(people, milestoneId, projectId)]);
  return {
    milestone: milestoneId,
    looking: true,
    people: ranked.map(({ c, shared, roles }) =>
      foundPerson(c, session.level, {
        today,
        domainIds: shared,
        domains,
        roles,
        asked: asked.has(c.accountId),
        invitation: invited.latest.get(c.accountId) ?? null,
        noMore: invited.blocked.has(c.accountId),
      }),
    ),
  };
}
