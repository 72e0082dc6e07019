import { STAGES } from "@/lib/interest/constants";
import type { OpenRequest, ToDecideGroup } from "@/lib/interest/schemas";

// How To decide orders what waits (docs/product.md#interest-requests), and where focus goes after
// a decision: pure rules on the groups the server sent, so the screen and its tests agree.

export const SORTS = [
  { id: 1, key: "oldest", description: "Date asked, oldest first" },
  { id: 2, key: "newest", description: "Date asked, newest first" },
  { id: 3, key: "stage", description: "Stage, then date asked" },
] as const;
export type Sort = (typeof SORTS)[number]["key"];

const asked = (r: OpenRequest) => Date.parse(r.created_at);
const COMPARE: Record<Sort, (a: OpenRequest, b: OpenRequest) => number> = {
  oldest: (a, b) => asked(a) - asked(b) || a.id - b.id,
  newest: (a, b) => asked(b) - asked(a) || b.id - a.id,
  stage: (a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage) || asked(a) - asked(b) || a.id - b.id,
};

/** Each group's requests in the chosen order, and the groups by their first request. */
export function sortGroups(groups: ToDecideGroup[], sort: Sort): ToDecideGroup[] {
  const compare = COMPARE[sort];
  const sorted = groups.map((g) => ({ ...g, requests: [...g.requests].sort(compare) }));
  return sorted.sort((a, b) => compare(a.requests[0], b.requests[0]) || a.milestone - b.milestone);
}

/** The requests as the screen lists them, top to bottom. */
export const listed = (groups: ToDecideGroup[]): number[] => groups.flatMap((g) => g.requests.map((r) => r.id));

/**
 * After a decision: the request that followed the first one decided, in the order the person saw,
 * and is still there; else the nearest one before it; else whatever is left; null when nothing is.
 */
export function nextAfter(before: number[], decided: number[], now: number[]): number | null {
  const left = new Set(now);
  const at = Math.min(...decided.map((id) => before.indexOf(id)).filter((i) => i >= 0));
  if (Number.isFinite(at)) {
    const after = before.slice(at + 1).find((id) => left.has(id));
    if (after !== undefined) return after;
    const earlier = before.slice(0, at).reverse().find((id) => left.has(id));
    if (earlier !== undefined) return earlier;
  }
  return now[0] ?? null;
}

/** "2 of 5 places filled" when the milestone set its places, else how many are on it. */
export function placesText(group: Pick<ToDecideGroup, "places" | "people">): string {
  if (group.places !== null) return `${group.people} of ${group.places} places filled`;
  return `${group.people} ${group.people === 1 ? "person" : "people"} on it`;
}
