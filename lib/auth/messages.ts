// The product's texts (docs/product.md#validation-messages, docs/product.md#error-messages),
// verbatim, in one place so routes and screens say the same thing. Texts after the blank line are
// our own, for cases those messages do not cover (the end of docs/product.md#error-messages).

import { UNEXPECTED_ERROR } from "./unexpected-error";

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
  unexpected: UNEXPECTED_ERROR,

  invalidLoginCode: "The code you have used is not valid",
  linkExpired: "This link has expired or has already been used. Please ask for a new code on the login page.",
  mailFailed: "We could not send the email just now. Please try again in a few minutes.",
  oldPasswordWrong: "Your old password was entered incorrectly. Please enter it again.",
  emailInUse: "This email address cannot be used. Please choose another one.",
  alreadyVerified: "Your email address is already verified.",
  resendInfo: "A new email has been sent. Any codes or links sent before no longer work.",
  // After the third failed password sign-in in a browser tab, the same for every account;
  // the middle part links to the password reset.
  signInHintStart: "Still cannot sign in? Wait 15 minutes and try again, or ",
  signInHintLink: "reset your password",
  signInHintEnd: ". You can also sign in with an emailed code or a passkey.",
  signedOut: "You are signed out.",
} as const;
