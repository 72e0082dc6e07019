import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { ukDateOf } from "./expiry";
import { shareLinkSelect, shareLinkView } from "./share-link-view";
import type { RevokedShareLink } from "./schemas";

// Revoking takes effect at once: every opening of a link checks it in the database (see
// open-share-link.ts), so there is no session or cache to chase. Revoking twice is harmless.

export async function revokeShareLink(session: CurrentSession, id: number): Promise<RevokedShareLink> {
  const link = await db.$transaction(async (tx) => {
    const now = clock.now();
    const { count } = await tx.shareLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
    const row = await tx.shareLink.findUnique({ where: { id }, select: shareLinkSelect });
    if (!row) throw new NotFound("That share link no longer exists.");
    if (count === 1) {
      const snapshot = { organisation: row.organisation.name, label: row.label, expires: ukDateOf(row.expiresAt) };
      await logActivity(tx, {
        session,
        action: "share_link.revoke",
        entityType: "share_link",
        entityId: id,
        summary: `Revoked a share link for ${row.organisation.name}${row.label ? ` (${row.label})` : ""}`,
        before: { ...snapshot, status: "Active" },
        after: { ...snapshot, status: "Revoked" },
      });
    }
    return row;
  });
  logEvent("share_link.revoked", { shareLinkId: id, accountId: session.accountId });
  return { link: shareLinkView(link) };
}
