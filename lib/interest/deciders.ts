import "server-only";
import { LEVEL } from "@/lib/levels";
import type { db, Tx } from "@/lib/db";
import { canEditMilestone, type EditViewer, type RoleHolder } from "@/lib/projects/edit-rules";
import { LEAD_ROLE } from "@/lib/projects/types";

// Who decides a milestone's requests: whoever may edit the milestone (docs/product.md#user-levels)
// — the project's leads, the milestone's own leads, editors and admins. One rule with the edits,
// so nobody decides what they could not already change by hand.

type Reader = Tx | typeof db;

/** The ids of the project's milestones this viewer decides. */
export async function decidableMilestones(client: Reader, viewer: EditViewer, projectId: number): Promise<number[]> {
  const [projectLeads, milestones] = await Promise.all([
    client.projectPerson.findMany({ where: { projectId, roleId: LEAD_ROLE }, select: { personId: true } }),
    client.milestone.findMany({
      where: { projectId },
      select: { id: true, people: { where: { roleId: LEAD_ROLE }, select: { personId: true } } },
    }),
  ]);
  const project = { people: projectLeads.map((p): RoleHolder => ({ id: p.personId, role: LEAD_ROLE })) };
  return milestones
    .filter((m) => canEditMilestone(viewer, project, { people: m.people.map((p) => ({ id: p.personId, role: LEAD_ROLE })) }))
    .map((m) => m.id);
}

/**
 * The addresses told of a new request: the project's and the milestone's leads, and every editor
 * and admin whose account is live and verified. Never the requester's own address.
 */
export async function deciderAddresses(
  tx: Pick<Tx, "projectPerson" | "milestonePerson" | "account">,
  milestone: { id: number; projectId: number },
  requesterEmail: string,
): Promise<string[]> {
  const [projectLeads, milestoneLeads, editors] = await Promise.all([
    tx.projectPerson.findMany({ where: { projectId: milestone.projectId, roleId: LEAD_ROLE }, select: { person: { select: { email: true } } } }),
    tx.milestonePerson.findMany({ where: { milestoneId: milestone.id, roleId: LEAD_ROLE }, select: { person: { select: { email: true } } } }),
    tx.account.findMany({ where: { level: { gte: LEVEL.editor }, disabled: false, emailVerified: { gte: 2 } }, select: { email: true } }),
  ]);
  const seen = new Map<string, string>();
  for (const email of [...projectLeads, ...milestoneLeads].map((r) => r.person.email).concat(editors.map((e) => e.email))) {
    const key = email.toLowerCase();
    if (key !== requesterEmail.toLowerCase() && !seen.has(key)) seen.set(key, email);
  }
  return [...seen.values()];
}
