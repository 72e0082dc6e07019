// The texts of invitations (docs/product.md#invitations), used verbatim by the server's refusals
// and the screens.

export const INVITATION_MESSAGES = {
  notLooking: "This milestone is not looking for anyone just now, so nobody can be invited to it.",
  notOpen: "This person is no longer open to projects.",
  yourself: "You cannot invite yourself.",
  blocked: "This person asked not to be invited to this project again.",
  onIt: "This person already holds a role on this milestone.",
  asked: "This person has already asked to join this milestone: decide their request on My Requests.",
  alreadyInvited: "This person has already been invited to this milestone and has not answered yet.",
  unknownRole: "Please choose a milestone role",
  alreadyAnswered: "This invitation has already been answered.",
  notWaiting: "This invitation is no longer waiting for an answer.",
  withdrawn: "Invitation withdrawn.",
  withdrawnByLead: "This invitation was withdrawn by the lead.",
  closed: "This milestone is completed or abandoned, so it cannot be joined.",
  nowFull: "This milestone is now fully subscribed, so it cannot be joined.",
  ended: "This milestone has ended, so it cannot be joined.",
  noLongerLooking: "This milestone is no longer looking for anyone, so it cannot be joined.",
  tooManyByYou: "You have sent many invitations in the last hour. Please wait an hour and try again.",
  tooManyForThem: "This person has been invited many times today. Please try again tomorrow.",
  sent: "Invitation sent. We will email you when they answer.",
  accepted: "You have joined the milestone.",
  declined: "You declined the invitation.",
} as const;
