import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db, type Tx } from "@/lib/db";
import { requireMilestoneEditor } from "@/lib/projects/permissions";
import type { PlacesAnswer } from "./schemas";

// How many people a milestone needs (docs/product.md#interest-requests): read and set by whoever
// may edit the milestone, apart from the milestone's own save (the lists' JSON does not carry it,
// so an editor open on an older version never saves it away). Deciding reads it under the
// project's write lock (decide.ts).

async function answer(tx: Tx | typeof db, milestoneId: number): Promise<PlacesAnswer> {
  const milestone = await tx.milestone.findUniqueOrThrow({ where: { id: milestoneId }, select: { places: true, _count: { select: { people: true } } } });
  return { milestone: milestoneId, places: milestone.places, people: milestone._count.people };
}

export async function milestonePlaces(session: CurrentSession, milestoneId: number): Promise<PlacesAnswer> {
  return db.$transaction(async (tx) => {
    await requireMilestoneEditor(session, milestoneId, null, tx);
    return answer(tx, milestoneId);
  });
}

export async function setPlaces(session: CurrentSession, input: { milestone: number; places: number | null }): Promise<PlacesAnswer> {
  return db.$transaction(async (tx) => {
    const { projectId } = await requireMilestoneEditor(session, input.milestone, null, tx);
    const before = await tx.milestone.findUniqueOrThrow({ where: { id: input.milestone }, select: { places: true, description: true } });
    if (before.places !== input.places) {
      await tx.milestone.update({ where: { id: input.milestone }, data: { places: input.places } });
      await logActivity(tx, {
        session,
        action: "milestone.places",
        entityType: "milestone",
        entityId: input.milestone,
        projectId,
        summary: `Set the places of milestone "${before.description.slice(0, 200)}" to ${input.places ?? "none"}`,
        before: { places: before.places },
        after: { places: input.places },
      });
    }
    return answer(tx, input.milestone);
  });
}

/** After an accept: whether the milestone now has the people it said it needs. */
export async function placesFilled(tx: Tx, milestoneId: number): Promise<boolean> {
  const { places, people } = await answer(tx, milestoneId);
  return places !== null && people >= places;
}
