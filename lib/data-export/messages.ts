// The texts of "Download my data" (docs/product.md#download-my-data), shared by the server and
// the screens.

/** How long a finished export can be downloaded, on the app's clock. */
export const EXPORT_LINK_HOURS = 24;

export const EXPORT_MESSAGES = {
  requested: "We are preparing your data. We will email you when it is ready to download.",
  adminRequested: (name: string) => `Preparing the data of ${name}. We will email you when it is ready to download.`,
  preparing: "Preparing your data…",
  signInFirst: "Sign in first to download your data.",
  notValid: "This download link is not valid for the account you are signed in with.",
  used: "This download link has already been used. Please ask for your data again.",
  expired: `This download link has expired: it works for ${EXPORT_LINK_HOURS} hours. Please ask for your data again.`,
  failed: "We could not prepare your data. Please try again, or ask an administrator.",
  noPerson: "That person no longer exists.",
  noLongerAdmin:
    "This download link was for an export an administrator asked for, and your account is no longer an administrator, so it no longer works.",
} as const;
