import "server-only";
import { invitationAnsweredMail } from "@/emails/invitations";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { Conflict, Forbidden, NotFound, Refused } from "@/lib/errors";
import { ukDayOf } from "@/lib/dates";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES, FULLY_SUBSCRIBED } from "@/lib/interest/constants";
import { fillIfFull } from "@/lib/interest/fill-milestone";
import { ownerOfAccount } from "@/lib/people/addresses";
import { givePersonRole } from "@/lib/projects/links";
import { lockProjectWrites } from "@/lib/projects/permissions";
import { isoDay } from "@/lib/reviews/review-rules";
import { mailAccount } from "@/lib/people-finder/mail-to-account";
import { nameOfAccount } from "./invite";
import { INVITATION_MESSAGES as M } from "./messages";
import type { AnswerInvitationInput, InvitationView } from "./schemas";
import { invitationSelect, invitationView } from "./views";

// POST /api/invitations/answer/ (level 3+, the member invited only: another's invitation does not
// exist for them): accept, and join the milestone with the role the decider chose, through the one
// module that writes people links and role history (lib/projects/links.ts, as an accepted request
// does: they hold it from today, and one who fills its last place makes it Fully subscribed); or
// decline, with an optional message and "don't invite me again for this project". One
// transaction: the invitation closed by a conditional update (open → answered, so of 20 accepts
// at once exactly one joins), the link, the activity row and the decider's mail. An accept is
// refused when the milestone can no longer be joined, read under the project's lock.

type Joinable = { statusId: number; lookingForId: number; endDate: Date | null };

/**
 * Why the milestone cannot be joined now, or null. An invitation is accepted on what the
 * milestone is when the member answers, not when it was sent: since then its last place may have
 * gone, its end date passed or its lead stopped looking.
 */
function whyNotJoinable(milestone: Joinable, today: string): string | null {
  if ((CLOSED_STATUSES as readonly number[]).includes(milestone.statusId)) return M.closed;
  if (milestone.lookingForId === FULLY_SUBSCRIBED) return M.nowFull;
  if (milestone.endDate && isoDay(milestone.endDate) < today) return M.ended;
  if (!(ASKABLE_LOOKING_FOR as readonly number[]).includes(milestone.lookingForId)) return M.noLongerLooking;
  return null;
}

/** The account's own person (saying "open to projects" gave every member one) and the name the lead's mail gives. */
async function personOf(tx: Tx, accountId: number): Promise<{ id: number | null; name: string }> {
  const own = await ownerOfAccount(tx, accountId);
  const id = own?.personIds[0] ?? null;
  if (id === null) return { id, name: await nameOfAccount(tx, accountId) };
  const person = await tx.person.findUniqueOrThrow({ where: { id }, select: { firstName: true, lastName: true } });
  return { id, name: `${person.firstName} ${person.lastName}` };
}

export async function answerInvitation(session: CurrentSession, input: AnswerInvitationInput): Promise<{ invitation: InvitationView }> {
  if (!session.accountId) throw new Forbidden();
  const accountId = session.accountId;
  return db.$transaction(async (tx) => {
    const found = await tx.invitation.findFirst({
      where: { id: input.id, accountId },
      select: { id: true, roleId: true, invitedById: true, milestone: { select: { id: true, projectId: true } } },
    });
    if (!found) throw new NotFound();
    const { milestone } = found;
    await lockProjectWrites(tx, milestone.projectId);
    const accepting = input.answer === "accept";
    if (accepting) {
      // Read again under the lock: another accept may have just taken its last place.
      const current = await tx.milestone.findUniqueOrThrow({ where: { id: milestone.id }, select: { statusId: true, lookingForId: true, endDate: true } });
      const unjoinable = whyNotJoinable(current, ukDayOf(clock.now()));
      if (unjoinable) throw new Refused(unjoinable);
    }
    const { count } = await tx.invitation.updateMany({
      where: { id: found.id, status: "open" },
      data: { status: accepting ? "accepted" : "declined", openMarker: null, answerMessage: accepting ? "" : input.message, answeredAt: clock.now() },
    });
    if (count === 0) {
      const { status } = await tx.invitation.findUniqueOrThrow({ where: { id: found.id }, select: { status: true } });
      throw new Conflict(status === "withdrawn" ? M.withdrawnByLead : M.alreadyAnswered);
    }
    const { id: personId, name } = await personOf(tx, accountId);
    if (accepting) {
      if (personId === null) throw new NotFound();
      if (await tx.milestonePerson.findUnique({ where: { milestoneId_personId: { milestoneId: milestone.id, personId } } })) throw new Conflict(M.onIt);
      await givePersonRole(tx, { kind: "milestone", id: milestone.id, projectId: milestone.projectId }, personId, found.roleId, { joined: true });
      // The last of the places it set: Fully subscribed, and the requests still waiting are told.
      await fillIfFull(tx, milestone.id);
    } else if (input.no_more) {
      await tx.invitationBlock.upsert({
        where: { accountId_projectId: { accountId, projectId: milestone.projectId } },
        create: { accountId, projectId: milestone.projectId, createdAt: clock.now() },
        update: {},
      });
    }
    const view = invitationView(await tx.invitation.findUniqueOrThrow({ where: { id: found.id }, select: invitationSelect }));
    await logActivity(tx, {
      session,
      action: accepting ? "invitation.accept" : "invitation.decline",
      entityType: "milestone",
      entityId: milestone.id,
      projectId: milestone.projectId,
      personId: personId ?? undefined,
      summary: `${name} ${accepting ? "accepted" : "declined"} the invitation to join milestone "${view.milestone.description.slice(0, 200)}"${accepting ? ` as ${view.role}` : ""}`,
      after: { invitation: found.id, ...(accepting ? { role: found.roleId } : { noMore: input.no_more }) },
    });
    await mailAccount(tx, found.invitedById, "invitations", `invitation.${accepting ? "accepted" : "declined"}`, (unsubscribeUrl) =>
      invitationAnsweredMail({
        name,
        accepted: accepting,
        milestone: view.milestone.description,
        project: view.project.name,
        role: view.role,
        message: accepting ? "" : input.message,
        url: `${env().APP_URL}/projects/${milestone.projectId}/#milestone-${milestone.id}`,
        unsubscribeUrl,
      }),
    );
    return { invitation: view };
  });
}
