// The texts of opportunity alerts (docs/product.md#opportunity-alerts), used by the server and
// the screens as written.

export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

export const ALERT_MESSAGES = {
  nameRequired: "Please give the search a name",
  nameTooLong: `Please keep the name to ${SAVED_SEARCH_NAME_MAX} characters or fewer`,
  frequency: "Please choose weekly or as it happens",
  tooMany: `You already have ${MAX_SAVED_SEARCHES} saved searches. Please delete one before saving another.`,
  notFound: "That saved search no longer exists.",
  saved: "Search saved. We will email you when new milestones match it.",
  updated: "Saved search updated.",
  deleted: "Saved search deleted.",
} as const;

export const FREQUENCY_LABELS = { weekly: "Weekly", immediate: "As it happens" } as const;

/** Why alerts of a saved search stopped, as the profile says it. */
export const STOPPED_LABELS: Record<string, string> = {
  unsubscribed: "Stopped: you unsubscribed from alerts",
  search_unsubscribed: "Stopped: you stopped this search's alerts from one of its mails",
  mail_failed: "Stopped: mail to your address could not be delivered",
};
