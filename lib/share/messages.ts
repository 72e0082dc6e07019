// What share-link holders and creators are told. Shared by the server and the screens.

export const SHARE_MESSAGES = {
  notValid:
    "This share link is not valid. Please check that you opened the whole link, or ask the person who sent it for a new one.",
  expired: "This share link has expired. Please ask the person who sent it to you for a new one.",
  revoked: "This share link has been withdrawn. Please ask the person who sent it to you for a new one.",
  organisationRequired: "Please choose an organisation",
  organisationUnknown: "That organisation no longer exists; please reload",
  labelTooLong: "The label must be at most 200 characters",
  expiryRequired: "Please choose an expiry date",
  expiryInPast: "The expiry date cannot be in the past",
  expiryTooFar: "The expiry date can be at most 90 days ahead",
} as const;
