// What the administrator is told about accounts (the admin screen and its calls), shared by the
// server and the screen.

export const ACCOUNT_MESSAGES = {
  usernameInvalid: "Please enter a username of 3 to 150 letters, digits or the characters @ . + - _",
  usernameTaken: "This username is already taken",
  emailInvalid: "Please enter a valid email address",
  accountEmailTaken: "This email address already belongs to an account",
  levelInvalid: "Please choose a level from 3 to 9",
  ownAccount: "You cannot lower your own level or disable your own account; ask another administrator.",
  lastAdmin: "At least one enabled level 9 account must remain.",
  accountMissing: "That account no longer exists.",
} as const;
