// What the unsubscribe page and call say of a token they cannot read. Client-safe.

export const UNSUBSCRIBE_MESSAGES = {
  invalid: "This unsubscribe link is not valid. Please use the link from the most recent email.",
} as const;
