import "server-only";
import { db, type Db, type Tx } from "@/lib/db";
import type { Reference } from "./planned";

// The lists an import matches names against: what the project and milestone dialogs offer (retired
// entries are not offered, so they are not matched either), and which of the file's addresses
// already belong to people in the directory.

type Client = Db | Tx;

export async function loadReference(client: Client = db): Promise<Reference> {
  const where = { retired: false };
  const orderBy = [{ sortOrder: "asc" as const }, { id: "asc" as const }];
  const select = { id: true, description: true };
  const [statuses, lookingFor, domains, projectRoles, milestoneRoles] = await Promise.all([
    client.status.findMany({ where, orderBy, select }),
    client.lookingFor.findMany({ where, orderBy, select }),
    client.domain.findMany({ where, orderBy, select: { ...select, taxonomy: true } }),
    client.projectRole.findMany({ where, orderBy, select }),
    client.milestoneRole.findMany({ where, orderBy, select }),
  ]);
  return {
    statuses,
    lookingFor,
    eml: domains.filter((d) => d.taxonomy === "eml"),
    rcoa: domains.filter((d) => d.taxonomy === "rcoa"),
    projectRoles,
    milestoneRoles,
  };
}

/** Which of the addresses (lower-cased) are people's already; an erased person's address is not. */
export async function knownAddresses(client: Pick<Tx, "$queryRaw">, addresses: string[]): Promise<Set<string>> {
  if (!addresses.length) return new Set();
  const rows = await client.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT lower(email) AS email FROM person WHERE email = ANY(${addresses}::citext[]) AND erased_at IS NULL`;
  return new Set(rows.map((r) => r.email));
}
