// What people are told about signing in through an organisation's own identity provider, shared
// by the server and the screens (docs/product.md#sign-in-through-an-organisation).

export const SSO_MESSAGES = {
  signInWith: (organisation: string) => `Sign in with ${organisation}`,
  unavailable: "This sign-in is not available. Please choose another way to sign in.",
  providerDown: (organisation: string) =>
    `${organisation}'s sign-in is not answering just now. Please try again in a few minutes, or sign in another way.`,
  flowExpired: "This sign-in has expired, was already used or was started in another browser. Please start again from the login page.",
  notConfirmed: (organisation: string) => `${organisation} did not confirm who you are. Please start again from the login page.`,
  refusedByProvider: (organisation: string) => `${organisation} did not sign you in. Please start again from the login page.`,
  noVerifiedEmail: (organisation: string) =>
    `Your ${organisation} account did not give this directory a verified email address at one of ${organisation}'s domains, so it cannot sign you in here. Please ask your administrator.`,
  wrongTenant: (organisation: string) =>
    `This account does not belong to ${organisation}'s directory (tenant), so it cannot sign you in here.`,
  cannotSignIn: "We could not sign you in with this account. Please ask your administrator.",
  /** Password, emailed code or passkey for an account at a domain that signs in through its provider only. */
  onlyThroughProvider: (domain: string, organisation: string) =>
    `Accounts at ${domain} sign in through ${organisation}. Please use the "Sign in with ${organisation}" button.`,
  /** The email code box, for an address at such a domain (an administrator's gets its code). */
  codeBoxOnlyThroughProvider: (domain: string, organisation: string) =>
    `People at ${domain} sign in through ${organisation}: please use the "Sign in with ${organisation}" button. If this is an administrator's address, its code is on the way.`,
  testNeedsAdmin: "Only the administrator who started this test can see its result.",
  /** A first sign-in matched an account that must prove itself before it is linked. */
  confirmLink: (organisation: string) =>
    `Your ${organisation} account has the same address as an account here. To link them, please confirm it is you once, with this directory's password or passkey. Until then nothing is linked.`,
  confirmLinkChoose: "Please enter your password, or use your passkey.",
  confirmLinkPassword: "Please enter your password.",
  confirmLinkExpired: "There is nothing to confirm in this browser, or it took too long. Please start again from the login page.",

  // The administration screen
  issuerInvalid: "Please enter the provider's issuer URL, such as https://login.microsoftonline.com/<tenant id>/v2.0",
  issuerNotHttps: "The issuer URL must start with https://",
  clientIdRequired: "Please enter the client (application) id",
  clientSecretRequired: "Please enter the client secret",
  tenantIdsRequired: "Please enter the tenant id (a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47); several are separated by commas",
  tenantIdInvalid: "Each tenant id is a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47",
  microsoftNeedsEntra: "An issuer at login.microsoftonline.com is Microsoft Entra ID: choose that kind, so that tenants are checked",
  providerMissing: "This organisation has no sign-in provider.",
  providerExists: "This organisation already has a sign-in provider: change it instead.",
} as const;
