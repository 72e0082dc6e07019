import "server-only";
import { db } from "@/lib/db";
import type { AdminAccount } from "./schemas";

const LIMIT = 200;

/** Accounts whose username or email contains the term (all when empty), by username. */
export async function listAccounts(term: string): Promise<AdminAccount[]> {
  const rows = await db.account.findMany({
    where: term
      ? { OR: [{ username: { contains: term, mode: "insensitive" } }, { email: { contains: term, mode: "insensitive" } }] }
      : undefined,
    orderBy: { username: "asc" },
    take: LIMIT,
    select: {
      id: true,
      username: true,
      email: true,
      level: true,
      disabled: true,
      lastSignInAt: true,
      createdAt: true,
      // Selected only to say whether they are set; neither leaves this function.
      totpSecret: true,
      passwordHash: true,
      person: { select: { id: true, firstName: true, lastName: true, email: true } },
      _count: { select: { passkeys: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    level: row.level,
    twoFactor: row.totpSecret !== null,
    passkeys: row._count.passkeys,
    disabled: row.disabled,
    passwordSet: row.passwordHash !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    person: row.person
      ? { id: row.person.id, name: `${row.person.firstName} ${row.person.lastName}`, email: row.person.email }
      : null,
  }));
}
