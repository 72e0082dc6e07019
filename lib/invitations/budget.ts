import "server-only";
import { TooMany } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { reserveHit } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { INVITATION_MESSAGES as M } from "./messages";

// Every invitation mails the member invited: one budget per decider (an hour) and one per member
// invited (a day, from all deciders together), as the interest requests limit their mails. Counted
// before the invitation is judged, so parallel ones each see the ones before; one refused for any
// other reason gives its places back.

export type Budget = { giveBack(): Promise<void> };

export async function spendInvitationBudget(deciderAccountId: number, invitedAccountId: number): Promise<Budget> {
  const [byYou, forThem] = await Promise.all([
    reserveHit(`invite:by:${deciderAccountId}`, LIMITS.invitationsPerDeciderHour.windowMs),
    reserveHit(`invite:for:${invitedAccountId}`, LIMITS.invitationsPerInvitedDay.windowMs),
  ]);
  const giveBack = async () => {
    await Promise.all([byYou.giveBack(), forThem.giveBack()]);
  };
  const over = byYou.count > LIMITS.invitationsPerDeciderHour.max ? M.tooManyByYou : forThem.count > LIMITS.invitationsPerInvitedDay.max ? M.tooManyForThem : null;
  if (over) {
    await giveBack();
    logEvent("security.invitation_rate_limited", { accountId: deciderAccountId });
    throw new TooMany(over, Math.ceil((over === M.tooManyByYou ? LIMITS.invitationsPerDeciderHour : LIMITS.invitationsPerInvitedDay).windowMs / 1000));
  }
  return { giveBack };
}
