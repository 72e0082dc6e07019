// The texts of interest requests (docs/product.md#interest-requests), used verbatim by the
// server's refusals and the screens.

export const INTEREST_MESSAGES = {
  fullySubscribed: "This milestone is fully subscribed, so it is not taking requests.",
  closed: "This milestone is completed or abandoned, so it is not taking requests.",
  notLooking: "This milestone is not looking for anyone just now.",
  ended: "This milestone has ended, so it is not taking requests.",
  youDecide: "You decide the requests to join this milestone, so there is nothing to ask. You can add people to it yourself.",
  endedKindly:
    "Thank you for your interest. The milestone has now ended, so the lead could not take your request this time.",
  alreadyOnIt: "You already hold a role on this milestone.",
  alreadyAsked: "You have already asked to join this milestone. You can withdraw that request.",
  invited: "You have been invited to join this milestone: accept or decline the invitation on My Requests.",
  unverified: "Please verify your email address on your profile before asking to join a milestone.",
  namesNeeded: "Please enter your first and last name",
  alreadyDecided: "This request has already been decided or withdrawn.",
  notWithdrawable: "Only a waiting request can be withdrawn.",
  notDeletable: "Only a withdrawn or declined request can be deleted.",
  personOnMilestone: "This person already holds a role on this milestone.",
  unknownRole: "Please choose a milestone role",
  nowFull:
    "Thank you for your interest. The milestone is now fully subscribed, so the lead could not take your request this time.",
  tooManyRequests:
    "You have asked to join or withdrawn from milestones many times in the last hour. Please wait an hour and try again.",
  leadSees: "The milestone's lead will see your name and email address.",
} as const;
