// The spec's texts (§5, §8), verbatim, in one place so routes and screens say the same thing.

export const MESSAGES = {
  loginFailed: "Please check the details you have entered",
  loginEmailInvalid: "Please check the email address you have entered",
  profileEmailInvalid: "Please enter a valid email address",
  resetEmailInvalid: "Please check the format of the email address you have entered",
  sameEmail: "This is the same as the existing email",
  badLink: "There is a problem with the code attached to the link...",
  twoFactorLoginError: "Please check the code and try again",
  twoFactorSetupError: "Please check the code you have entered",
  invalidResetCode: "The code you have used is not valid",
  changePasswordHeading: "Please check the following",
  addPersonIncomplete: "Please check you have selected a person and a role to add",
  noMatches: "Your search has not returned any matches",
  notFound: "We cannot find that page",
  unexpected: "Unexpected Application Error!",
} as const;
