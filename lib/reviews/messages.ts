// What the "Still current" page and call say (docs/product.md#review-reminders).
export const REVIEW_MESSAGES = {
  invalid: "This link is not valid. Please use the link from the most recent reminder.",
  used: "This link has already been used: the project was recorded as checked. Nothing more to do.",
  done: "Thank you. The project is recorded as checked today.",
  completed: "Thank you. The project is now marked Completed.",
  moved: (date: string) => `Thank you. The project's completion date is now ${date}.`,
  answerUnknown: "Please choose one of the answers",
  completionDateRequired: "Please enter the new completion date (dd/MM/yyyy)",
  completionDateNotFuture: "Please choose a completion date after today",
  completionBeforeStart: "The completion date cannot be before the project's start date",
  notLead:
    "This link was sent to one of the project's leads, and that person no longer leads it, so it no longer works. Nothing was recorded.",
} as const;
