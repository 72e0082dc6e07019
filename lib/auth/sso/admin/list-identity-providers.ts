import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { AdminIdentityProvider } from "../schemas";

/** Every organisation's identity provider for /admin/, never with its secret. */
export async function listIdentityProviders(): Promise<AdminIdentityProvider[]> {
  const rows = await db.identityProvider.findMany({
    orderBy: { organisation: { name: "asc" } },
    select: {
      id: true,
      organisationId: true,
      kind: true,
      issuer: true,
      clientId: true,
      tenantIds: true,
      firstSignIn: true,
      onlyThroughProvider: true,
      enforcesMfa: true,
      enabled: true,
      lastTestedAt: true,
      organisation: { select: { name: true } },
      _count: { select: { identities: true, sessions: { where: { revokedAt: null, expiresAt: { gt: clock.now() } } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    organisationId: row.organisationId,
    organisationName: row.organisation.name,
    kind: row.kind,
    issuer: row.issuer,
    clientId: row.clientId,
    tenantIds: row.tenantIds,
    firstSignIn: row.firstSignIn,
    onlyThroughProvider: row.onlyThroughProvider,
    enforcesMfa: row.enforcesMfa,
    enabled: row.enabled,
    lastTestedAt: row.lastTestedAt?.toISOString() ?? null,
    identities: row._count.identities,
    sessions: row._count.sessions,
  }));
}
