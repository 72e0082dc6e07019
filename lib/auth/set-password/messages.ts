// What the administrator and the holder of a set-password link are told, shared by the server
// and the screens.

export const SET_PASSWORD_MESSAGES = {
  mailNotSent:
    "The change was saved, but the email with the set-password link could not be sent. Use “Send set-password link” to try again.",
  linkInvalid:
    "This link is not valid: it may have expired or been used already. Please ask an administrator for a new one.",
} as const;
