// Limits of docs/product.md#security-parameters. Windows are fixed (aligned to the clock), so "5 in
// 15 minutes" means 5 in the current quarter hour: simple, shared by every instance, and never
// stricter than stated.

const MINUTE = 60 * 1000;

export const LIMITS = {
  /** Password failures of one account (or of one typed name that has none). */
  accountFailures: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-in attempts of any kind from one address. */
  ipFailures: { max: 10, windowMs: MINUTE },
  /** Wrong TOTP codes of one account: no password success clears them. */
  secondFactorFailures: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong TOTP codes of one pending two-factor sign-in; the fifth ends it. */
  pendingSecondFactorFailures: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong emailed codes typed for one address ("I already have a code"). */
  codeFailuresPerAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong old passwords given to change_password by one session; the fifth ends it. */
  changePasswordFailures: { max: 5, windowMs: 15 * MINUTE },
  /** Mails sent to one address: counted on sends only, so refused requests spend nothing. */
  mailPerAddressMinute: { max: 3, windowMs: MINUTE },
  mailPerAddressHour: { max: 10, windowMs: 60 * MINUTE },
  /** Mails one address may ask for to one address: a stranger spends at most this. */
  mailPerAddressFromIpMinute: { max: 2, windowMs: MINUTE },
  mailPerAddressFromIpHour: { max: 5, windowMs: 60 * MINUTE },
  mailPerIpMinute: { max: 20, windowMs: MINUTE },
  /** "I'm interested" asks and withdrawals of one requester (an account, or a visitor's address), and of one address: each ask mails the milestone's leads (or, with none who could decide it, the editors and admins). */
  interestChangesPerRequesterHour: { max: 10, windowMs: 60 * MINUTE },
  /** Invitations to join a milestone sent by one decider (each one mails the member invited). */
  invitationsPerDeciderHour: { max: 20, windowMs: 60 * MINUTE },
  /** Invitations one member open to projects receives, from every decider together. */
  invitationsPerInvitedDay: { max: 5, windowMs: 24 * 60 * MINUTE },
  /** Anonymous passkey challenges (each one a stored row) from one address. */
  passkeyChallengesPerIp: { max: 20, windowMs: MINUTE },
  /** Sign-ins sent to an organisation's provider (each one a stored flow) from one address. */
  ssoStartsPerIp: { max: 20, windowMs: MINUTE },
} as const;
