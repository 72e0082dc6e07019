import "server-only";
import { directReads, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// The version of everything the project lists show, kept by database triggers (migration
// prepared_lists): it goes up at the commit of every transaction that changes a project, a
// milestone (and so their people, links and reference rows, which end in a change of the stored
// documents) or an organisation's domains. Every app instance reads it once per list request,
// so none keeps serving a list after a save it could know of, whichever instance saved.

export type ListVersion = {
  /** a bigint, as text */
  version: string;
  /** tells this database from another one (a restore, a test's fresh database) */
  epoch: string;
};

export async function readListVersion(client: SqlReader = directReads): Promise<ListVersion> {
  const [row] = await client.$queryRaw<ListVersion[]>(
    Prisma.sql`SELECT version::text AS version, epoch::text AS epoch FROM list_version`,
  );
  if (!row) throw new Error("list_version has no row: are the migrations applied?");
  return row;
}
