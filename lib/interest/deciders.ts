import "server-only";
import { LEVEL } from "@/lib/levels";
import type { db, Tx } from "@/lib/db";
import { canEditMilestone, type EditViewer, type RoleHolder } from "@/lib/projects/edit-rules";
import { LEAD_ROLE } from "@/lib/projects/types";

// Who decides a milestone's requests: whoever may edit the milestone (docs/product.md#user-levels)
// — the project's leads, the milestone's own leads, editors and admins. One rule with the edits,
// so nobody decides what they could not already change by hand. And who is told of a new one.

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

/** Editors and admins whose account is live and verified: the deciders of every milestone. */
export function editorAccounts(tx: Pick<Tx, "account">, where: { requestDigest?: true } = {}) {
  return tx.account.findMany({ where: { level: { gte: LEVEL.editor }, disabled: false, emailVerified: { gte: 2 }, ...where }, select: { email: true } });
}

/**
 * Who is mailed a new request at once: the milestone's and the project's leads. Editors and admins
 * hear of it in the next daily digest (digest.ts), unless no lead could decide it (none, or none
 * with a live account of level 3 and up): then nobody else would hear, and they are mailed at once
 * too (`editorsToo`). Never the requester's own address.
 */
export async function newRequestRecipients(
  tx: Pick<Tx, "projectPerson" | "milestonePerson" | "account">,
  milestone: { id: number; projectId: number },
  requesterEmail: string,
): Promise<{ to: string[]; editorsToo: boolean }> {
  const lead = { roleId: LEAD_ROLE } as const;
  const person = { select: { email: true, accounts: { where: { disabled: false, level: { gte: LEVEL.account } }, select: { id: true } } } } as const;
  const [projectLeads, milestoneLeads] = await Promise.all([
    tx.projectPerson.findMany({ where: { projectId: milestone.projectId, ...lead }, select: { person } }),
    tx.milestonePerson.findMany({ where: { milestoneId: milestone.id, ...lead }, select: { person } }),
  ]);
  const leads = [...projectLeads, ...milestoneLeads].map((r) => r.person);
  const editorsToo = !leads.some((p) => p.accounts.length > 0);
  const addresses = leads.map((p) => p.email).concat(editorsToo ? (await editorAccounts(tx)).map((e) => e.email) : []);
  const seen = new Map<string, string>();
  for (const email of addresses) {
    const key = email.toLowerCase();
    if (key !== requesterEmail.toLowerCase() && !seen.has(key)) seen.set(key, email);
  }
  return { to: [...seen.values()], editorsToo };
}
