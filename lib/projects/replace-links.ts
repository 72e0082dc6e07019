import "server-only";
import type { Tx } from "@/lib/db";

// Replaces the domain and people links of a project or milestone with the saved lists. A list
// left out of the payload (undefined) keeps the links as they are.

type Links = {
  domains?: { eml: number[]; rcoa: number[] };
  people?: { id: number; role: number }[];
};

const domainIds = (d: { eml: number[]; rcoa: number[] }) => [...new Set([...d.eml, ...d.rcoa])];

export async function replaceProjectLinks(tx: Tx, projectId: number, links: Links): Promise<void> {
  if (links.domains) {
    await tx.projectDomain.deleteMany({ where: { projectId } });
    await tx.projectDomain.createMany({ data: domainIds(links.domains).map((domainId) => ({ projectId, domainId })) });
  }
  if (links.people) {
    await tx.projectPerson.deleteMany({ where: { projectId } });
    await tx.projectPerson.createMany({
      data: links.people.map((p) => ({ projectId, personId: p.id, roleId: p.role })),
    });
  }
}

export async function replaceMilestoneLinks(tx: Tx, milestoneId: number, links: Links): Promise<void> {
  if (links.domains) {
    await tx.milestoneDomain.deleteMany({ where: { milestoneId } });
    await tx.milestoneDomain.createMany({
      data: domainIds(links.domains).map((domainId) => ({ milestoneId, domainId })),
    });
  }
  if (links.people) {
    await tx.milestonePerson.deleteMany({ where: { milestoneId } });
    await tx.milestonePerson.createMany({
      data: links.people.map((p) => ({ milestoneId, personId: p.id, roleId: p.role })),
    });
  }
}
