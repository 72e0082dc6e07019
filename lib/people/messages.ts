// What the administrator is told about people (the admin screen's edits and merges, and linking
// an account to a person), shared by the server and the screen.

export const PEOPLE_MESSAGES = {
  personMissing: "That person no longer exists.",
  mergeSame: "Please choose two different people",
  /** An erased person (docs/product.md#erasure) takes no account and no one's roles. */
  personErased: "That person has been erased: please choose someone else.",
} as const;
