import "server-only";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";
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
  await db.$transaction(async (tx) => {
    const deleted = await tx.passkey.deleteMany({ where: { id, accountId } });
    if (deleted.count === 0) throw new NotFound("That passkey no longer exists.");
    await queueSecurityNotice(tx, { accountId, change: "passkey_removed" });
  });
  logEvent("auth.passkey_removed", { accountId });
}
