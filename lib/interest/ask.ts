import "server-only";
import { newInterestMail } from "@/emails/interest";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Conflict, NotFound, Refused } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { queueMail } from "@/lib/mail/queue-mail";
import { ukDayOf } from "@/lib/dates";
import { canEditMilestone } from "@/lib/projects/edit-rules";
import { lockProjectWrites } from "@/lib/projects/permissions";
import { findVisibleProject } from "@/lib/projects/find-visible-project";
import { isoDay } from "@/lib/reviews/review-rules";
import { toDecideAnchor } from "./constants";
import { newRequestRecipients } from "./deciders";
import { hasEnded } from "./eligibility";
import { INTEREST_MESSAGES as M } from "./messages";
import { nameOf, requesterAddress, requesterOf } from "./requester";
import { spendRequestBudget } from "./request-budget";
import {
  ASKABLE_LOOKING_FOR,
  CLOSED_STATUSES,
  FULLY_SUBSCRIBED,
  STAGE_NAMES,
  type MyRequest,
  type Stage,
} from "./schemas";
import { myRequestSelect, myRequestView } from "./views";

// POST /api/interest/ask/ (level 2+): "I'm interested" on a milestone that is looking for
// someone. One transaction: the request, its activity-log row and a mail to each lead (and to the
// editors and admins when no lead could decide it; else their daily digest tells them). The
// unique index on open requests keeps it to one open request per address and milestone, even
// for two asks at once; the requester's hourly budget (request-budget.ts) keeps the mails few.

export type AskInput = { milestone: number; stage: Stage; message: string; first_name?: string; last_name?: string };

export async function askInterest(session: CurrentSession, input: AskInput): Promise<MyRequest> {
  // Counted before anything is read or written: past the hourly budget, 429 and nothing mailed.
  const budget = await spendRequestBudget(session, await requesterAddress(db, session));
  try {
    return await db.$transaction(async (tx) => {
      const requester = await requesterOf(tx, session);
      const milestone = await tx.milestone.findUnique({
        where: { id: input.milestone },
        select: {
          id: true,
          projectId: true,
          description: true,
          statusId: true,
          lookingForId: true,
          endDate: true,
          project: { select: { shortDescription: true } },
        },
      });
      // A visitor asks only where they could see the milestone; the rest do not exist for them.
      const visible = milestone ? await findVisibleProject(session, milestone.projectId, tx) : null;
      if (!milestone || !visible) throw new NotFound();
      if ((CLOSED_STATUSES as readonly number[]).includes(milestone.statusId)) throw new Refused(M.closed);
      if (milestone.lookingForId === FULLY_SUBSCRIBED) throw new Refused(M.fullySubscribed);
      if (!(ASKABLE_LOOKING_FOR as readonly number[]).includes(milestone.lookingForId)) throw new Refused(M.notLooking);
      // By the app's clock: after its end date a milestone takes nobody new (eligibility.ts).
      if (hasEnded({ end_date: milestone.endDate ? isoDay(milestone.endDate) : null }, ukDayOf(clock.now()))) throw new Refused(M.ended);
      const listed = visible.milestones.find((m) => m.id === milestone.id);
      if (listed && canEditMilestone(session, visible, listed)) throw new Refused(M.youDecide);
      const onIt = await tx.milestonePerson.findFirst({
        where: {
          milestoneId: milestone.id,
          OR: [{ person: { email: requester.email } }, ...(session.people.length ? [{ personId: { in: session.people } }] : [])],
        },
        select: { personId: true },
      });
      if (onIt) throw new Refused(M.alreadyOnIt);
      const open = await tx.interestRequest.findFirst({
        where: { milestoneId: milestone.id, email: requester.email, status: "open" },
        select: myRequestSelect,
      });
      if (open) throw new Conflict(M.alreadyAsked, { request: myRequestView(open) });
      // Invited already: the invitation is the way in (a request beside it would wait on after an
      // accept, for the lead to decide again). The lock orders this look with an invitation being
      // sent, which takes it too and looks for this request (lib/invitations/invite.ts).
      if (requester.accountId) {
        await lockProjectWrites(tx, milestone.projectId);
        const invited = await tx.invitation.findFirst({ where: { milestoneId: milestone.id, accountId: requester.accountId, status: "open" }, select: { id: true } });
        if (invited) throw new Conflict(M.invited);
      }
      const { firstName, lastName } = nameOf(requester, input);
      const organisation = requester.organisationId
        ? await tx.organisation.findUnique({ where: { id: requester.organisationId }, select: { name: true } })
        : null;
      const { to, editorsToo } = await newRequestRecipients(tx, milestone, requester.email);
      const created = await tx.interestRequest.create({
        data: {
          milestoneId: milestone.id,
          email: requester.email,
          accountId: requester.accountId,
          organisationId: requester.organisationId,
          firstName,
          lastName,
          stage: input.stage,
          message: input.message,
          createdAt: clock.now(),
          // Editors told at once (no lead could decide it): the daily digest does not list it again.
          editorsToldAt: editorsToo ? clock.now() : null,
        },
        select: myRequestSelect,
      });
      await logActivity(tx, {
        session,
        action: "interest.ask",
        entityType: "milestone",
        entityId: milestone.id,
        projectId: milestone.projectId,
        summary: `${firstName} ${lastName} asked to join milestone "${milestone.description.slice(0, 200)}"`,
        after: { request: created.id, stage: input.stage, via: organisation?.name ?? "account" },
      });
      const mail = newInterestMail({
        name: `${firstName} ${lastName}`,
        email: requester.email,
        stage: STAGE_NAMES[input.stage],
        message: input.message,
        milestone: milestone.description,
        project: milestone.project.shortDescription,
        organisation: organisation?.name ?? null,
        url: `${env().APP_URL}/my_requests/#${toDecideAnchor(milestone.projectId)}`,
      });
      for (const address of to) await queueMail(tx, { kind: "interest.new", to: address, ...mail });
      return myRequestView(created);
    });
  } catch (error) {
    // A refused ask mailed nobody: it does not count against the requester.
    await budget.giveBack();
    // Two asks at once: the second meets the unique index on open requests.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new Conflict(M.alreadyAsked);
    }
    throw error;
  }
}
