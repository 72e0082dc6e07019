// The texts of "open to projects" and the people finder (docs/product.md#open-to-projects), used
// verbatim by the server's refusals and the screens.

export const FINDER_MESSAGES = {
  stage: "Please choose your stage",
  note: "Please keep your note to 500 characters or fewer",
  untilInvalid: "Please enter the date as dd/MM/yyyy",
  untilPast: "Please choose a day from today on",
  untilFar: "Please choose a day at most a year from today",
  availableInvalid: "Please enter the date as dd/MM/yyyy",
  availableAfterUntil: "Please give a day on or before the last day.",
  domain: "Please choose domains from the lists",
  organisation: "Please choose an organisation from the list",
  unverified: "Please verify your email address on your profile before saying you are open to projects.",
  namesNeeded: "Please enter your first and last name",
  off: "You are no longer shown as open to projects.",
} as const;

/** Said once the choice is saved, with its last day (dd/MM/yyyy). */
export const savedMessage = (until: string) => `Saved. The leads of milestones looking for people can find you until ${until}.`;
