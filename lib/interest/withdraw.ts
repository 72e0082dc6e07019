import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { INTEREST_MESSAGES as M } from "./messages";
import { ownerOfSession } from "@/lib/people/addresses";
import { spendRequestBudget } from "./request-budget";
import type { MyRequest } from "./schemas";
import { myRequestSelect, myRequestView } from "./views";

// POST /api/interest/withdraw/ and /api/interest/delete/: the requester's own changes. Withdraw
// is one conditional update (open → withdrawn), so it and a lead's decision cannot both win.

/** The request, when it was asked under one of the viewer's own addresses (lib/people/addresses.ts). */
async function ownRequest(session: CurrentSession, id: number) {
  const { addresses } = await ownerOfSession(db, session);
  const row = addresses.length
    ? await db.interestRequest.findFirst({
        where: { id, email: { in: addresses } },
        select: { id: true, email: true, milestoneId: true, status: true, milestone: { select: { projectId: true } } },
      })
    : null;
  if (!row) throw new NotFound();
  return { row, email: row.email };
}

export async function withdrawInterest(session: CurrentSession, id: number): Promise<MyRequest> {
  const { row, email } = await ownRequest(session, id);
  // A withdrawal lets the same milestone be asked (and its deciders mailed) again: it spends
  // from the same budget as an ask, and gives its place back when it changes nothing.
  const budget = await spendRequestBudget(session, email);
  try {
    return await withdrawOpen(session, row, id, email);
  } catch (error) {
    await budget.giveBack();
    throw error;
  }
}

function withdrawOpen(session: CurrentSession, row: { milestoneId: number; milestone: { projectId: number } }, id: number, email: string) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.interestRequest.updateMany({
      where: { id, email, status: "open" },
      data: { status: "withdrawn", openMarker: null, closedAt: clock.now() },
    });
    if (count === 0) throw new Conflict(M.notWithdrawable);
    await logActivity(tx, {
      session,
      action: "interest.withdraw",
      entityType: "milestone",
      entityId: row.milestoneId,
      projectId: row.milestone.projectId,
      summary: `Withdrew request ${id} to join a milestone`,
    });
    return myRequestView(await tx.interestRequest.findUniqueOrThrow({ where: { id }, select: myRequestSelect }));
  });
}

export async function deleteInterest(session: CurrentSession, id: number): Promise<void> {
  const { row, email } = await ownRequest(session, id);
  await db.$transaction(async (tx) => {
    const { count } = await tx.interestRequest.deleteMany({ where: { id, email, status: { in: ["withdrawn", "declined"] } } });
    if (count === 0) throw new Conflict(M.notDeletable);
    await logActivity(tx, {
      session,
      action: "interest.delete",
      entityType: "milestone",
      entityId: row.milestoneId,
      projectId: row.milestone.projectId,
      summary: `Deleted own request ${id} (${row.status})`,
    });
  });
}
