// Texts of the administration screen and its calls, shared by the server and the screen.

export const ADMIN_MESSAGES = {
  usernameInvalid: "Please enter a username of 3 to 150 letters, digits or the characters @ . + - _",
  usernameTaken: "This username is already taken",
  emailInvalid: "Please enter a valid email address",
  accountEmailTaken: "This email address already belongs to an account",
  levelInvalid: "Please choose a level from 3 to 9",
  ownAccount: "You cannot lower your own level or disable your own account; ask another administrator.",
  lastAdmin: "At least one enabled level 9 account must remain.",
  accountMissing: "That account no longer exists.",
  personMissing: "That person no longer exists.",
  mailNotSent:
    "The change was saved, but the email with the set-password link could not be sent. Use “Send set-password link” to try again.",
  organisationNameRequired: "Please enter the organisation's name",
  organisationNameTooLong: "The name must be at most 200 characters",
  organisationNameTaken: "An organisation with this name already exists",
  organisationMissing: "That organisation no longer exists.",
  domainInvalid: "Please enter a domain such as example.org (letters, digits, hyphens and dots)",
  domainTaken: (organisation: string) => `This domain already belongs to ${organisation}`,
  domainMissing: "That domain is not one of this organisation's domains.",
  itemRequired: "Please enter a description",
  itemTooLong: (max: number) => `The description must be at most ${max} characters`,
  itemTaken: "This list already has an item with that description",
  itemMissing: "That item no longer exists.",
  leadRoleFixed: "The Lead role (id 1) decides who may edit; it cannot be retired or deleted.",
  mergeSame: "Please choose two different people",
  setPasswordLinkInvalid:
    "This link is not valid: it may have expired or been used already. Please ask an administrator for a new one.",
} as const;
