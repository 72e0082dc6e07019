// The overview's texts (docs/product.md#overview). Client-safe.

export const OVERVIEW_MESSAGES = {
  title: "Overview",
  signIn: "Please sign in to see the overview.",
  visitorOrganisation: "With quick access you see your own organisation's figures only.",
  noOrganisation: "There is no such organisation.",
  noDomain: "There is no such domain.",
  noStatus: "There is no such status.",
  unreadable: "The overview could not be shown with these filters:",
} as const;
