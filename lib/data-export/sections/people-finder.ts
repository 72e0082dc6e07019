import "server-only";
import { iso, type Collector } from "./kit";

// Being open to projects (docs/product.md#open-to-projects): what they said and until when.

export const openToProjects = (async (tx, s) => {
  const rows = await tx.openToProjects.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { accountId: "asc" },
    select: {
      stage: true, note: true, until: true, createdAt: true, updatedAt: true, renewalAskedAt: true, organisation: { select: { name: true } },
      domains: { select: { domain: { select: { taxonomy: true, description: true } } } },
    },
  });
  return rows.map((r) => ({
    stage: r.stage,
    domains: r.domains.map((d) => `${d.domain.taxonomy.toUpperCase()}: ${d.domain.description}`).sort(),
    organisation: r.organisation?.name ?? null,
    note: r.note,
    until: r.until.toISOString().slice(0, 10),
    saidAt: iso(r.createdAt),
    changedAt: iso(r.updatedAt),
    askedToRenewAt: iso(r.renewalAskedAt),
  }));
}) satisfies Collector;
