import "server-only";
import { db } from "@/lib/db";
import { open, seal } from "@/lib/crypto/secret-box";

// An organisation's identity provider as the sign-in needs it: the settings, the client secret
// opened (it is stored sealed with ENCRYPTION_KEY), the organisation's name and domains.

export const CLIENT_SECRET_PURPOSE = "oidc-client-secret";

export function sealClientSecret(secret: string): string {
  return seal(secret, CLIENT_SECRET_PURPOSE);
}

export type LoadedProvider = {
  id: number;
  organisationId: number;
  organisation: string;
  domains: string[];
  kind: "generic" | "entra";
  issuer: string;
  clientId: string;
  clientSecret: string;
  tenantIds: string[];
  firstSignIn: "account" | "visitor";
  onlyThroughProvider: boolean;
  enforcesMfa: boolean;
  enabled: boolean;
};

const select = {
  id: true,
  organisationId: true,
  kind: true,
  issuer: true,
  clientId: true,
  clientSecret: true,
  tenantIds: true,
  firstSignIn: true,
  onlyThroughProvider: true,
  enforcesMfa: true,
  enabled: true,
  organisation: { select: { name: true, domains: { select: { domain: true }, orderBy: { domain: "asc" } } } },
} as const;

/** The provider, or null when there is none or its secret no longer opens (a retired key). */
export async function loadProvider(where: { id: number } | { organisationId: number }): Promise<LoadedProvider | null> {
  const row = await db.identityProvider.findUnique({ where, select });
  if (!row) return null;
  const clientSecret = open(row.clientSecret, CLIENT_SECRET_PURPOSE);
  if (clientSecret === null) return null;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisation: row.organisation.name,
    domains: row.organisation.domains.map((d) => d.domain),
    kind: row.kind,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret,
    tenantIds: row.tenantIds,
    firstSignIn: row.firstSignIn,
    onlyThroughProvider: row.onlyThroughProvider,
    enforcesMfa: row.enforcesMfa,
    enabled: row.enabled,
  };
}
