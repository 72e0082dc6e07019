// The texts of calendars (docs/product.md#calendars), for the calls and the profile's section.

export const CALENDAR_MESSAGES = {
  /** an unknown, malformed or hidden milestone: one answer for all three */
  milestoneNotFound: "We cannot find that milestone.",
  /** an unknown, replaced or turned-off feed URL */
  feedNotFound: "This calendar feed does not exist. It may have been replaced or turned off.",
  /** a change to a feed that is off */
  feedOff: "Your calendar feed is off. Turn it on first.",
} as const;

export const CALENDAR_TEXTS = {
  title: "Calendar feed",
  intro:
    "Subscribe to your milestones in Outlook, Google Calendar or Apple Calendar: each milestone you hold a role on appears as an all-day event. Your calendar app picks up changes when it next checks, which for some apps is only a few times a day.",
  includeLed: "Also include every milestone of the projects I lead",
  turnOn: "Turn on calendar feed",
  replace: "Replace URL",
  turnOff: "Turn off",
  copy: "Copy URL",
  copied: "Copied.",
  copyFailed: "Could not copy: select the URL and copy it yourself.",
  urlLabel: "Your calendar feed URL",
  showOnce:
    "Copy this URL now and add it to your calendar app as a subscription (\"From URL\" or \"Subscribe to calendar\"). It is shown only this once: we keep no copy of it.",
  isOn: "Your calendar feed is on. Its URL was made on",
  notShownAgain: "The URL cannot be shown again. If you have lost it, or someone else has it, replace it: the old URL stops working at once.",
  isOff: "Your calendar feed is off.",
  turnedOff: "Your calendar feed is off. Its URL no longer works.",
  savedLed: "Your feed now includes every milestone of the projects you lead.",
  savedOwn: "Your feed now holds only the milestones you hold a role on.",
  feedName: "My milestones",
} as const;

/** The file of one milestone. */
export const milestoneFileName = (id: number) => `milestone-${id}.ics`;
