// What the "Still current" page and call say (docs/product.md#review-reminders).
export const REVIEW_MESSAGES = {
  invalid: "This link is not valid. Please use the link from the most recent reminder.",
  used: "This link has already been used: the project was recorded as checked. Nothing more to do.",
  done: "Thank you. The project is recorded as checked today.",
  notLead:
    "This link was sent to one of the project's leads, and that person no longer leads it, so it no longer works. Nothing was recorded.",
} as const;
