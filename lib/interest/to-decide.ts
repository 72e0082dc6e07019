import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { milestonesDecidedBy } from "./lists";
import type { ToDecideGroup } from "./schemas";
import { openRequestSelect, openRequestView } from "./views";

// GET /api/interest/to_decide/ (level 3+): every open request the caller may decide, across all
// projects, one group per milestone with its places (docs/product.md#interest-requests). Who
// decides is the milestone's edit rule (lists.ts, as the counts on the list rows): its leads,
// the project's leads, editors and admins. Groups come oldest request first; the screen sorts.

export async function requestsToDecide(session: CurrentSession): Promise<ToDecideGroup[]> {
  const open = await db.interestRequest.groupBy({ by: ["milestoneId"], where: { status: "open" } });
  const decided = await milestonesDecidedBy(session, open.map((g) => g.milestoneId));
  if (!decided.size) return [];
  const ids = [...decided.keys()];
  const [milestones, rows] = await Promise.all([
    db.milestone.findMany({
      where: { id: { in: ids } },
      select: { id: true, description: true, places: true, projectId: true, project: { select: { shortDescription: true } }, _count: { select: { people: true } } },
    }),
    db.interestRequest.findMany({
      where: { milestoneId: { in: ids }, status: "open" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: openRequestSelect,
    }),
  ]);
  const groups = new Map<number, ToDecideGroup>();
  for (const m of milestones) {
    groups.set(m.id, {
      project: m.projectId,
      project_title: m.project.shortDescription,
      milestone: m.id,
      milestone_description: m.description,
      places: m.places,
      people: m._count.people,
      requests: [],
    });
  }
  // Rows come oldest first, so a group is placed where its oldest request is.
  const ordered: ToDecideGroup[] = [];
  for (const row of rows) {
    const group = groups.get(row.milestoneId);
    if (!group) continue;
    if (!group.requests.length) ordered.push(group);
    group.requests.push(openRequestView(row));
  }
  return ordered;
}
