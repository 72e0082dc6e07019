// What the administrator and the holder of a set-password link are told, shared by the server
// and the screens.

export const SET_PASSWORD_MESSAGES = {
  linkInvalid:
    "This link is not valid: it may have expired or been used already. Please ask an administrator for a new one.",
} as const;
