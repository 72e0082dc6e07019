import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Forbidden } from "@/lib/errors";
import type { InvitationView } from "./schemas";
import { invitationSelect, invitationView } from "./views";

// GET /api/invitations/mine/ (level 3+): the account's own invitations, waiting first, then those
// answered in the last 30 days (docs/product.md#invitations). Only the member invited reads them.

const LATELY_MS = 30 * 24 * 3600_000;

export async function myInvitations(session: CurrentSession): Promise<{ invitations: InvitationView[] }> {
  if (!session.accountId) throw new Forbidden();
  const rows = await db.invitation.findMany({
    where: { accountId: session.accountId, OR: [{ status: "open" }, { answeredAt: { gte: new Date(clock.ms() - LATELY_MS) } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: invitationSelect,
  });
  const views = rows.map(invitationView);
  return { invitations: [...views.filter((v) => v.status === "open"), ...views.filter((v) => v.status !== "open")] };
}

/** How many invitations wait for the account's answer ("What needs you"). */
export async function openInvitations(session: CurrentSession): Promise<number> {
  return session.accountId ? db.invitation.count({ where: { accountId: session.accountId, status: "open" } }) : 0;
}
