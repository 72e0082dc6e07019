// The texts of "open to projects" on My Profile and of the people finder
// (docs/product.md#open-to-projects), used verbatim by the screens and the e2e tests.

export const OPEN_TEXTS = {
  title: "Open to projects",
  offIntro:
    "You are not shown to anyone. Say you are open to projects, and the leads of milestones looking for people can find you and invite you to take part.",
  start: "I'm open to projects",
  change: "Change",
  turnOff: "Turn off",
  save: "Save",
  cancel: "Cancel",
  who: "The leads of milestones looking for people will see your name, stage, organisation, domains and note. They never see your email address.",
  stage: "Your stage",
  eml: "EML domains you are interested in",
  rcoa: "RCoA domains you are interested in",
  organisation: "Your organisation",
  noOrganisation: "None",
  note: "A short note for the leads (optional)",
  until: "Show me until",
  availableFrom: "Available from",
  availableNow: "Now",
  firstName: "First Name",
  lastName: "Last Name",
  none: "None chosen",
} as const;

/** What a person card says of when they can take part: from a day after today (dd/MM/yyyy), or now. */
export const availableFrom = (day: string) => `Available from ${day}`;
export const AVAILABLE_NOW = "Available now";

/** What the section says of a saved choice: shown until the day, or ended on it. */
export const shownUntil = (day: string) => `You are shown to the leads of milestones looking for people until ${day}.`;
export const endedOn = (day: string) => `Your "open to projects" ended on ${day}: nobody sees you now. Change it to choose a new day.`;
