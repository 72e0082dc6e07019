import { effectiveLevel, LEVEL } from "@/lib/levels";
import { canEditMilestone, type RoleHolder } from "@/lib/projects/edit-rules";
import type { Milestone } from "@/lib/projects/types";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES } from "./constants";

// Who is offered "I'm interested" on a milestone (docs/product.md#interest-requests), as a pure
// rule on what the screens already hold; the server checks every request again (ask.ts).

export type AskViewer = { level: number; people: readonly number[]; email: string };

/** A milestone whose end date is before `today` (yyyy-MM-dd, the UK's day) has ended: it takes no new requests. */
export function hasEnded(milestone: { end_date: string | null }, today: string): boolean {
  return milestone.end_date !== null && milestone.end_date < today;
}

/**
 * Whether the viewer is offered "I'm interested": the milestone is looking for someone, open and
 * not ended, the viewer is not on it, and the viewer does not decide its requests (its leads, the
 * project's leads, editors).
 */
export function mayAsk(
  viewer: AskViewer,
  project: { people: readonly RoleHolder[] },
  milestone: Pick<Milestone, "looking_for" | "status" | "people" | "end_date">,
  today: string,
): boolean {
  if (effectiveLevel(viewer.level) < LEVEL.quickAccess) return false;
  if (!(ASKABLE_LOOKING_FOR as readonly number[]).includes(milestone.looking_for)) return false;
  if ((CLOSED_STATUSES as readonly number[]).includes(milestone.status)) return false;
  if (hasEnded(milestone, today)) return false;
  if (canEditMilestone(viewer, project, milestone)) return false;
  const email = viewer.email.toLowerCase();
  return !milestone.people.some((p) => viewer.people.includes(p.id) || (email !== "" && p.email.toLowerCase() === email));
}

/** The form asks for a name: a visitor always, an account the directory has no person for. */
export function needsName(viewer: AskViewer): boolean {
  return effectiveLevel(viewer.level) === LEVEL.quickAccess || viewer.people.length === 0;
}
