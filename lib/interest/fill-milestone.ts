import "server-only";
import { milestoneFullMail } from "@/emails/interest";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail/queue-mail";
import { FULLY_SUBSCRIBED } from "./constants";
import { INTEREST_MESSAGES as M } from "./messages";
import { placesFilled } from "./places";

// After someone joins a milestone (an accepted request, or an accepted invitation:
// docs/product.md#invitations): full when the decider ticked "Now fully subscribed", or when its
// people reach the places it set. A full milestone becomes Fully subscribed (99) and every other
// waiting request is declined with a kind word, and mailed (docs/product.md#interest-requests).
// Callers hold the project's write lock.

async function closeOthers(tx: Tx, milestoneId: number, exceptRequest: number | null): Promise<void> {
  const others = await tx.interestRequest.findMany({
    where: { milestoneId, status: "open", ...(exceptRequest ? { id: { not: exceptRequest } } : {}) },
    select: { id: true, email: true },
  });
  if (!others.length) return;
  await tx.interestRequest.updateMany({
    where: { id: { in: others.map((o) => o.id) }, status: "open" },
    data: { status: "declined", openMarker: null, decisionMessage: M.nowFull, closedAt: clock.now() },
  });
  const milestone = await tx.milestone.findUniqueOrThrow({ where: { id: milestoneId }, select: { description: true, project: { select: { shortDescription: true } } } });
  const mail = milestoneFullMail({ milestone: milestone.description, project: milestone.project.shortDescription, url: `${env().APP_URL}/my_requests/` });
  for (const other of others) await queueMail(tx, { kind: "interest.full", to: other.email, ...mail });
}

/** Whether the milestone is now full; if so it is marked Fully subscribed and the others waiting are told. */
export async function fillIfFull(tx: Tx, milestoneId: number, options: { ticked?: boolean; exceptRequest?: number } = {}): Promise<boolean> {
  const full = options.ticked || (await placesFilled(tx, milestoneId));
  if (!full) return false;
  await tx.milestone.update({ where: { id: milestoneId }, data: { lookingForId: FULLY_SUBSCRIBED } });
  await closeOthers(tx, milestoneId, options.exceptRequest ?? null);
  return true;
}
