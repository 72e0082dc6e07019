import "server-only";
import { db } from "@/lib/db";
import type { SignInProvider } from "./schemas";

/** GET /api/auth/sso/providers/: the providers switched on, for the login page's buttons. */
export async function listSignInProviders(): Promise<SignInProvider[]> {
  const rows = await db.identityProvider.findMany({
    where: { enabled: true },
    select: {
      id: true,
      onlyThroughProvider: true,
      organisation: { select: { name: true, domains: { select: { domain: true }, orderBy: { domain: "asc" } } } },
    },
    orderBy: { organisation: { name: "asc" } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.organisation.name,
    domains: row.organisation.domains.map((d) => d.domain),
    onlyThroughProvider: row.onlyThroughProvider,
  }));
}
