import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { AdminOrganisation } from "./schemas";

/** Every organisation with its domains, by name. */
export async function listOrganisations(): Promise<AdminOrganisation[]> {
  const rows = await db.organisation.findMany({
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      domains: { select: { domain: true }, orderBy: { domain: "asc" } },
      _count: { select: { sessions: { where: { revokedAt: null, expiresAt: { gt: clock.now() } } }, shareLinks: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    domains: row.domains.map((d) => d.domain),
    sessions: row._count.sessions,
    shareLinks: row._count.shareLinks,
  }));
}
