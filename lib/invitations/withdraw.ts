import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { requireMilestoneEditor } from "@/lib/projects/permissions";
import { nameOfAccount } from "./invite";
import { INVITATION_MESSAGES as M } from "./messages";

// POST /api/invitations/withdraw/ (the milestone's deciders, as for sending one): takes back an
// invitation that waits for its answer, for one sent to the wrong person or no longer wanted
// (docs/product.md#invitations). The member is not mailed: the invitation shows as withdrawn in
// their list, and its Accept is gone. One transaction: the conditional update (open → withdrawn,
// so a withdrawal and an accept at once make one of them) and the activity row. Once withdrawn,
// the member can be invited to the milestone again.

export async function withdrawInvitation(session: CurrentSession, input: { id: number }) {
  if (!session.accountId) throw new Forbidden();
  return db.$transaction(async (tx) => {
    const found = await tx.invitation.findUnique({ where: { id: input.id }, select: { id: true, milestoneId: true, accountId: true, createdAt: true } });
    if (!found) throw new NotFound();
    // 404 for an unknown milestone, 403 for one the caller does not decide; takes the project's lock.
    const { projectId } = await requireMilestoneEditor(session, found.milestoneId, null, tx);
    const { count } = await tx.invitation.updateMany({
      where: { id: found.id, status: "open" },
      data: { status: "withdrawn", openMarker: null, answeredAt: clock.now() },
    });
    if (count === 0) throw new Conflict(M.notWaiting);
    await logActivity(tx, {
      session,
      action: "invitation.withdraw",
      entityType: "milestone",
      entityId: found.milestoneId,
      projectId,
      summary: `Withdrew the invitation of ${await nameOfAccount(tx, found.accountId)} to join the milestone`,
      after: { invitation: found.id },
    });
    return { invitation: { id: found.id, status: "withdrawn" as const, created_at: found.createdAt.toISOString() } };
  });
}
