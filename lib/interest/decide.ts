import "server-only";
import type { z } from "zod";
import { interestDecidedMail } from "@/emails/interest";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { queueMail } from "@/lib/mail/queue-mail";
import { ownerOfAccount, ownersOfAddress } from "@/lib/people/addresses";
import { requireMilestoneEditor } from "@/lib/projects/permissions";
import { givePersonRole } from "@/lib/projects/links";
import { INTEREST_MESSAGES as M } from "./messages";
import { fillIfFull } from "./fill-milestone";
import type { decideAnswerSchema, decideInterestSchema } from "./schemas";

// POST /api/interest/decide/ (level 3+, a decider of the request's milestone): accept with a
// milestone role, or decline with an optional message. One transaction: the request closed by a
// conditional update (open → decided, so of 20 accepts at once, or an accept racing a withdraw,
// exactly one wins and the rest answer 409), the person on the milestone, the activity-log row
// and the requester's mail.

type Decision = z.output<typeof decideInterestSchema>;
type DecideAnswer = z.output<typeof decideAnswerSchema>;

async function personFor(tx: Tx, request: { accountId: number | null; email: string; firstName: string; lastName: string }) {
  // The requester's own person (lib/people/addresses.ts) when their account has one; else whoever
  // is recorded under the request's address (a visitor's was proved by their code, an account's
  // by its verification); else a new person.
  const own = request.accountId ? await ownerOfAccount(tx, request.accountId) : null;
  const existing = own?.personIds[0] ?? (await ownersOfAddress(tx, request.email)).personIds[0];
  if (existing) return { id: existing, created: false };
  const made = await tx.person.create({
    data: { firstName: request.firstName, lastName: request.lastName, email: request.email },
    select: { id: true },
  });
  return { id: made.id, created: true };
}

export async function decideInterest(session: CurrentSession, decision: Decision): Promise<DecideAnswer> {
  return db.$transaction(async (tx) => {
    const request = await tx.interestRequest.findUnique({
      where: { id: decision.id },
      select: {
        id: true,
        milestoneId: true,
        email: true,
        accountId: true,
        firstName: true,
        lastName: true,
        milestone: { select: { description: true, projectId: true, project: { select: { shortDescription: true } } } },
      },
    });
    if (!request) throw new NotFound();
    // 403 unless the viewer may edit this milestone; holds the project's write lock from here on.
    await requireMilestoneEditor(session, request.milestoneId, null, tx);
    const role =
      decision.decision === "accept"
        ? await tx.milestoneRole.findFirst({ where: { id: decision.role, retired: false }, select: { id: true, description: true } })
        : null;
    if (decision.decision === "accept" && !role) throw new Invalid({ role: [M.unknownRole] });
    const { count } = await tx.interestRequest.updateMany({
      where: { id: request.id, status: "open" },
      data: {
        status: decision.decision === "accept" ? "accepted" : "declined",
        openMarker: null,
        roleId: role?.id ?? null,
        decisionMessage: decision.decision === "decline" ? decision.message : "",
        decidedByAccountId: session.accountId,
        closedAt: clock.now(),
      },
    });
    if (count === 0) throw new Conflict(M.alreadyDecided);
    const name = `${request.firstName} ${request.lastName}`;
    const where = `milestone "${request.milestone.description.slice(0, 200)}"`;
    let personId: number | null = null;
    if (decision.decision === "accept") {
      const person = await personFor(tx, request);
      personId = person.id;
      const onIt = await tx.milestonePerson.findUnique({
        where: { milestoneId_personId: { milestoneId: request.milestoneId, personId } },
        select: { roleId: true },
      });
      if (onIt) throw new Conflict(M.personOnMilestone);
      // They join today: the link, its history from today, a new version, the project changed.
      const target = { kind: "milestone", id: request.milestoneId, projectId: request.milestone.projectId } as const;
      await givePersonRole(tx, target, personId, role!.id, { joined: true });
      // Full when the lead ticks it, or when this person fills the last of the places it set.
      const full = await fillIfFull(tx, request.milestoneId, { ticked: decision.fully_subscribed, exceptRequest: request.id });
      await logActivity(tx, {
        session,
        action: "interest.accept",
        entityType: "milestone",
        entityId: request.milestoneId,
        projectId: request.milestone.projectId,
        personId,
        summary: `Accepted ${name} on ${where} as ${role!.description}`,
        after: { request: request.id, person: personId, personCreated: person.created, role: role!.id, fullySubscribed: full },
      });
    } else {
      await logActivity(tx, {
        session,
        action: "interest.decline",
        entityType: "milestone",
        entityId: request.milestoneId,
        projectId: request.milestone.projectId,
        summary: `Declined the request of ${name} to join ${where}`,
        after: { request: request.id },
      });
    }
    const mail = interestDecidedMail({
      accepted: decision.decision === "accept",
      milestone: request.milestone.description,
      project: request.milestone.project.shortDescription,
      role: role?.description ?? null,
      message: decision.decision === "decline" ? decision.message : "",
      url: `${env().APP_URL}/my_requests/`,
    });
    await queueMail(tx, { kind: `interest.${decision.decision === "accept" ? "accepted" : "declined"}`, to: request.email, ...mail });
    return {
      id: request.id,
      status: decision.decision === "accept" ? ("accepted" as const) : ("declined" as const),
      milestone: request.milestoneId,
      person: personId,
    };
  });
}
