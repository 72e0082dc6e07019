import "server-only";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import type { PasskeySummary } from "../schemas";

export async function listPasskeys(accountId: number): Promise<PasskeySummary[]> {
  const passkeys = await db.passkey.findMany({
    where: { accountId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "asc" },
  });
  return passkeys.map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Deletes one of the account's own passkeys; another account's id is "not found". */
export async function deletePasskey(accountId: number, id: string): Promise<void> {
  const deleted = await db.passkey.deleteMany({ where: { id, accountId } });
  if (deleted.count === 0) throw new NotFound("That passkey no longer exists.");
  logEvent("auth.passkey_removed", { accountId });
}
