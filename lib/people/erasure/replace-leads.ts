import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { Actor } from "@/lib/activity/actor";
import type { Tx } from "@/lib/db";
import { Conflict, Invalid } from "@/lib/errors";
import { givePersonRole, takePersonOff } from "@/lib/projects/links";
import { ABANDONED_STATUS, COMPLETED_STATUS, LEAD_ROLE } from "@/lib/projects/types";
import { ERASURE_MESSAGES as M } from "./messages";
import type { ErasePersonInput, OpenLead } from "./schemas";

// An open project (not Completed or Abandoned) must never be left without its lead by an
// erasure: each one the person leads gets the new lead the admin chose, in the erasure's
// transaction, or the erasure is refused naming them (docs/product.md#erasure).

/** The open projects the person leads, locked so nobody closes or reopens one meanwhile. */
async function openLeads(tx: Tx, personId: number): Promise<OpenLead[]> {
  return tx.$queryRaw<OpenLead[]>`
    SELECT p.id, p.short_description AS name
      FROM project p JOIN project_person pp ON pp.project_id = p.id
     WHERE pp.person_id = ${personId} AND pp.role_id = ${LEAD_ROLE}
       AND p.status_id NOT IN (${ABANDONED_STATUS}, ${COMPLETED_STATUS})
     ORDER BY p.id
       FOR UPDATE OF p`;
}

async function checkChoices(tx: Tx, personId: number, chosen: Map<number, number>): Promise<void> {
  const ids = [...new Set(chosen.values())];
  if (ids.includes(personId)) throw new Invalid({ newLeads: [M.sameLead] });
  const usable = await tx.person.count({ where: { id: { in: ids }, erasedAt: null } });
  if (usable !== ids.length) throw new Invalid({ newLeads: [M.erasedLead] });
}

/** Gives each open project the person leads its chosen new lead; refuses while one has none. */
export async function replaceLeads(tx: Tx, actor: Actor, personId: number, input: ErasePersonInput["newLeads"]): Promise<number> {
  const projects = await openLeads(tx, personId);
  if (!projects.length) return 0;
  const given = new Map(input.map((c) => [c.projectId, c.personId]));
  const missing = projects.filter((p) => !given.has(p.id));
  if (missing.length) throw new Conflict(M.needsNewLeads(missing.map((p) => p.name)), { openProjects: missing });
  const chosen = new Map(projects.map((p) => [p.id, given.get(p.id)!]));
  await checkChoices(tx, personId, chosen);
  for (const project of projects) {
    const lead = chosen.get(project.id)!;
    // The new lead's role starts today (with its history), the erased person's ends; each a new version.
    const target = { kind: "project", id: project.id } as const;
    await givePersonRole(tx, target, lead, LEAD_ROLE);
    await takePersonOff(tx, target, personId);
    await logActivity(tx, {
      session: actor,
      action: "project.lead_replaced",
      entityType: "project",
      entityId: project.id,
      projectId: project.id,
      summary: `Chose a new lead for project "${project.name}" before an erasure`,
      before: { lead: personId },
      after: { lead },
    });
  }
  return projects.length;
}
