import { renderNoticeMail, type RenderedMail } from "./layout";

// To an address that asked for a sign-in code or a password reset but has nothing here: no
// account (or a disabled one), and, for a code, no organisation whose domain gives quick access.
// The person who asked is answered exactly as for an account's address ("sent"), so the pages
// cannot be used to learn who has an account; the address's owner learns it here, and whom to ask.

export function noAccessSignInMail(): RenderedMail {
  return renderNoticeMail("Your Project Directory sign-in request", [
    "Hello,",
    "Someone, probably you, asked for a code to sign in to the Project Directory with this email address. This address has no account here, and it does not belong to an organisation with access, so no code was sent.",
    "If you should have access, ask an administrator of the directory (the people who run it for your organisation) to give you an account, or to add your organisation's email domain to its partners.",
    "If you did not ask, you can ignore this email: nothing has changed.",
  ]);
}

export function noAccountResetMail(): RenderedMail {
  return renderNoticeMail("Your Project Directory password reset request", [
    "Hello,",
    "Someone, probably you, asked to reset the password of a Project Directory account with this email address. There is no account with this address, so no password was changed and no code was sent.",
    "If your organisation is a partner of the directory, you can sign in without a password: type this address into the email code box on the sign-in page. Otherwise, ask an administrator of the directory to give you an account.",
    "If you did not ask, you can ignore this email: nothing has changed.",
  ]);
}

/** To an address whose organisation signs in only through its own provider (no code is sent). */
export function signInThroughProviderMail(organisation: string, signInUrl: string): RenderedMail {
  return renderNoticeMail("Your Project Directory sign-in request", [
    "Hello,",
    `Someone, probably you, asked for a code to sign in to the Project Directory with this email address. ${organisation} signs in to the directory with its own work accounts, so no code was sent.`,
    `To sign in, open ${signInUrl} and choose "Sign in with ${organisation}".`,
    "If you did not ask, you can ignore this email: nothing has changed.",
  ]);
}
