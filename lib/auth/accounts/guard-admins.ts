import "server-only";
import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { LEVEL } from "@/lib/levels";
import type { Actor } from "@/lib/activity/actor";
import { ACCOUNT_MESSAGES as M } from "./messages";

/**
 * An admin may not lock themselves out, and the directory may not be left without an enabled
 * level 9 account: nobody could then manage it from the screen. The count runs under an
 * advisory lock so two admins demoting each other at once cannot both pass.
 */
export async function guardAdminRemoval(
  tx: Tx,
  actor: Actor,
  account: { id: number; level: number; disabled: boolean },
): Promise<void> {
  if (actor.accountId === account.id) throw new Conflict(M.ownAccount);
  if (account.level < LEVEL.admin || account.disabled) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('admin:level9'))`;
  const others = await tx.account.count({
    where: { level: LEVEL.admin, disabled: false, NOT: { id: account.id } },
  });
  if (others === 0) throw new Conflict(M.lastAdmin);
}
