import { effectiveLevel, LEVEL } from "@/lib/levels";
import type { Milestone } from "@/lib/projects/types";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES } from "./constants";

// Who is offered "I'm interested" on a milestone (docs/product.md#interest-requests), as a pure
// rule on what the screens already hold; the server checks every request again (ask.ts).

export type AskViewer = { level: number; people: readonly number[]; email: string };

export function mayAsk(viewer: AskViewer, milestone: Pick<Milestone, "looking_for" | "status" | "people">): boolean {
  if (effectiveLevel(viewer.level) < LEVEL.quickAccess) return false;
  if (!(ASKABLE_LOOKING_FOR as readonly number[]).includes(milestone.looking_for)) return false;
  if ((CLOSED_STATUSES as readonly number[]).includes(milestone.status)) return false;
  const email = viewer.email.toLowerCase();
  return !milestone.people.some((p) => viewer.people.includes(p.id) || (email !== "" && p.email.toLowerCase() === email));
}

/** The form asks for a name: a visitor always, an account the directory has no person for. */
export function needsName(viewer: AskViewer): boolean {
  return effectiveLevel(viewer.level) === LEVEL.quickAccess || viewer.people.length === 0;
}
