import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { ownerOfSession } from "@/lib/people/addresses";
import { canEditMilestone } from "@/lib/projects/edit-rules";
import { LEAD_ROLE } from "@/lib/projects/types";
import { decidableMilestones } from "./deciders";
import type { MyRequest, OpenRequest } from "./schemas";
import { myRequestSelect, myRequestView, openRequestSelect, openRequestView } from "./views";

// The reads: the requester's own requests (My requests), a project's open requests for its
// deciders, and the open counts per milestone a viewer decides. None of it is in the prepared
// lists, which are the same for everyone (docs/decisions/033-interest-requests.md).

/** The viewer's requests: those asked under one of their own addresses (lib/people/addresses.ts). */
export async function myRequests(session: CurrentSession): Promise<MyRequest[]> {
  const { addresses } = await ownerOfSession(db, session);
  if (!addresses.length) return [];
  const rows = await db.interestRequest.findMany({ where: { email: { in: addresses } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: myRequestSelect });
  return rows.map(myRequestView);
}

/** Whether the viewer has asked anything yet: the menu offers My Requests from then on. */
export async function hasRequests(session: CurrentSession): Promise<boolean> {
  const { addresses } = await ownerOfSession(db, session);
  return !!addresses.length && !!(await db.interestRequest.findFirst({ where: { email: { in: addresses } }, select: { id: true } }));
}

/** The open requests on the project's milestones that this viewer decides (none for the rest). */
export async function projectRequests(session: CurrentSession, projectId: number): Promise<OpenRequest[]> {
  const project = await db.project.findUnique({ where: { id: projectId }, select: { id: true } });
  if (!project) throw new NotFound();
  const milestones = await decidableMilestones(db, session, projectId);
  if (!milestones.length) return [];
  const rows = await db.interestRequest.findMany({
    where: { milestoneId: { in: milestones }, status: "open" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: openRequestSelect,
  });
  return rows.map(openRequestView);
}

/** Of these milestones, those the viewer decides (their leads, the project's leads, editors), with their projects. */
export async function milestonesDecidedBy(session: CurrentSession, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const milestones = await db.milestone.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      projectId: true,
      people: { where: { roleId: LEAD_ROLE }, select: { personId: true } },
      project: { select: { people: { where: { roleId: LEAD_ROLE }, select: { personId: true } } } },
    },
  });
  const leads = (people: { personId: number }[]) => ({ people: people.map((p) => ({ id: p.personId, role: LEAD_ROLE })) });
  const decides = (m: (typeof milestones)[number]) => canEditMilestone(session, leads(m.project.people), leads(m.people));
  return new Map(milestones.filter(decides).map((m) => [m.id, m.projectId]));
}

/** Open requests per milestone the viewer decides, for the marks on the list rows. */
export async function interestCounts(session: CurrentSession): Promise<{ project: number; milestone: number; open: number }[]> {
  const groups = await db.interestRequest.groupBy({ by: ["milestoneId"], where: { status: "open" }, _count: { _all: true } });
  const byId = await milestonesDecidedBy(session, groups.map((g) => g.milestoneId));
  return groups
    .filter((g) => byId.has(g.milestoneId))
    .map((g) => ({ project: byId.get(g.milestoneId)!, milestone: g.milestoneId, open: g._count._all }));
}
