import "server-only";
import { invitationMail } from "@/emails/invitations";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { ukDayOf } from "@/lib/dates";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { Conflict, Forbidden, Invalid, Refused } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { openCandidates } from "@/lib/people-finder/candidates";
import { isLooking } from "@/lib/people-finder/who-might-help";
import { requireMilestoneEditor } from "@/lib/projects/permissions";
import { spendInvitationBudget } from "./budget";
import { mailAccount } from "@/lib/people-finder/mail-to-account";
import { INVITATION_MESSAGES as M } from "./messages";
import type { InviteInput } from "./schemas";

// POST /api/invitations/invite/ (level 3+, a decider of the milestone: lib/interest/deciders.ts's
// rule): invites a member open to projects to join a milestone looking for people, with the role
// the decider chose and an optional message (docs/product.md#invitations). One transaction: the
// invitation, its activity-log row and the member's mail. One open invitation per member and
// milestone (the unique index on open invitations, even for two at once); none for a member who
// is no longer open to projects, who asked not to be invited to this project again, who is on the
// milestone already, or whose own request to join it waits (the decider decides that instead).

/** Who invites, as the mail names them: the account's person, else its username. */
export async function nameOfAccount(tx: Tx, accountId: number | null): Promise<string> {
  if (!accountId) return "A lead";
  const a = await tx.account.findUnique({ where: { id: accountId }, select: { username: true, person: { select: { firstName: true, lastName: true } } } });
  return a?.person ? `${a.person.firstName} ${a.person.lastName}` : (a?.username ?? "A lead");
}

async function refuseWhatCannotBe(tx: Tx, input: InviteInput, projectId: number, today: string) {
  const milestone = await tx.milestone.findUniqueOrThrow({ where: { id: input.milestone }, select: { lookingForId: true, statusId: true, endDate: true } });
  if (!isLooking(milestone, today)) throw new Refused(M.notLooking);
  const role = await tx.milestoneRole.findFirst({ where: { id: input.role, retired: false }, select: { description: true } });
  if (!role) throw new Invalid({ role: [M.unknownRole] });
  const [member] = await openCandidates(tx, { today, accountIds: [input.person] });
  if (!member) throw new Refused(M.notOpen);
  if (await tx.invitationBlock.findUnique({ where: { accountId_projectId: { accountId: member.accountId, projectId } } })) throw new Refused(M.blocked);
  if (await tx.milestonePerson.findFirst({ where: { milestoneId: input.milestone, personId: { in: member.personIds } } })) throw new Refused(M.onIt);
  const asked = await tx.interestRequest.findFirst({
    where: { milestoneId: input.milestone, status: "open", OR: [{ accountId: member.accountId }, { email: member.email }] },
    select: { id: true },
  });
  if (asked) throw new Conflict(M.asked);
  return { role: role.description, member };
}

export async function invite(session: CurrentSession, input: InviteInput) {
  if (!session.accountId) throw new Forbidden();
  if (input.person === session.accountId) throw new Refused(M.yourself);
  const budget = await spendInvitationBudget(session.accountId, input.person);
  try {
    return await db.$transaction(async (tx) => {
      const { projectId } = await requireMilestoneEditor(session, input.milestone, null, tx);
      const today = ukDayOf(clock.now());
      const { role, member } = await refuseWhatCannotBe(tx, input, projectId, today);
      const open = await tx.invitation.findFirst({ where: { milestoneId: input.milestone, accountId: member.accountId, status: "open" }, select: { id: true } });
      if (open) throw new Conflict(M.alreadyInvited);
      const created = await tx.invitation.create({
        data: { milestoneId: input.milestone, accountId: member.accountId, invitedById: session.accountId, roleId: input.role, message: input.message, createdAt: clock.now() },
        select: { id: true, status: true, createdAt: true, milestone: { select: { description: true, project: { select: { shortDescription: true } } } } },
      });
      await logActivity(tx, {
        session,
        action: "invitation.send",
        entityType: "milestone",
        entityId: input.milestone,
        projectId,
        summary: `Invited ${member.name} to join milestone "${created.milestone.description.slice(0, 200)}" as ${role}`,
        after: { invitation: created.id, role: input.role },
      });
      const inviter = await nameOfAccount(tx, session.accountId);
      await mailAccount(tx, member.accountId, "invitations", "invitation.new", (unsubscribeUrl) =>
        invitationMail({
          inviter,
          milestone: created.milestone.description,
          project: created.milestone.project.shortDescription,
          role,
          message: input.message,
          url: `${env().APP_URL}/profile/#invitations`,
          unsubscribeUrl,
        }),
      );
      return { invitation: { id: created.id, status: created.status, created_at: created.createdAt.toISOString() } };
    });
  } catch (error) {
    await budget.giveBack();
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new Conflict(M.alreadyInvited);
    throw error;
  }
}
