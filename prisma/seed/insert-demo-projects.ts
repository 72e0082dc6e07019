import type { Prisma } from "@/lib/generated/prisma/client";
import { CLOSED_PROJECTS } from "./demo-projects-closed";
import { OPEN_PROJECTS } from "./demo-projects-open";
import type { DemoDomains, DemoProject, DemoRole } from "./demo-types";
import type { PersonIds } from "./insert-demo-people";

type Tx = Prisma.TransactionClient;
type DomainIds = Map<string, number>;

const DEMO_PROJECTS: DemoProject[] = [...OPEN_PROJECTS, ...CLOSED_PROJECTS];

async function loadDomainIds(tx: Tx): Promise<DomainIds> {
  const rows = await tx.domain.findMany({ select: { id: true, taxonomy: true, description: true } });
  return new Map(rows.map((d) => [`${d.taxonomy}:${d.description}`, d.id]));
}

function domainLinks(domains: DemoDomains, ids: DomainIds): { domainId: number }[] {
  const named = [
    ...domains.eml.map((d) => `eml:${d}`),
    ...domains.rcoa.map((d) => `rcoa:${d}`),
  ];
  return named.map((key) => {
    const domainId = ids.get(key);
    // A typo in the demo data should stop the seed, not quietly drop a domain.
    if (domainId === undefined) throw new Error(`Demo data names an unknown domain: ${key}`);
    return { domainId };
  });
}

function roleLinks(people: DemoRole[], personIds: PersonIds) {
  return people.map(([person, roleId]) => ({ personId: personIds[person], roleId }));
}

// Date-only columns: the yyyy-MM-dd string read as midnight UTC is stored as that day.
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Inserts the demo projects with their milestones, domains and people; returns their ids in order. */
export async function insertProjects(tx: Tx, personIds: PersonIds): Promise<number[]> {
  const domainIds = await loadDomainIds(tx);
  const ids: number[] = [];
  for (const p of DEMO_PROJECTS) {
    const row = await tx.project.create({
      select: { id: true },
      data: {
        shortDescription: p.shortDescription,
        longDescription: p.longDescription,
        startDate: day(p.start),
        expectedCompletionDate: p.expectedCompletion ? day(p.expectedCompletion) : null,
        statusId: p.status,
        domains: { create: domainLinks(p.domains, domainIds) },
        people: { create: roleLinks(p.people, personIds) },
        milestones: {
          create: p.milestones.map((m) => ({
            description: m.description,
            startDate: day(m.start),
            endDate: m.end ? day(m.end) : null,
            statusId: m.status,
            lookingForId: m.lookingFor,
            domains: { create: domainLinks(m.domains, domainIds) },
            people: { create: roleLinks(m.people, personIds) },
          })),
        },
      },
    });
    ids.push(row.id);
  }
  return ids;
}
