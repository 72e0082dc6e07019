// What the administrator is told about erasing a person (docs/product.md#erasure), shared by the
// server and the screen. None of them names the person: after an erasure nothing may.

export const ERASURE_MESSAGES = {
  confirm: 'Please type "Erase" to confirm.',
  alreadyErased: "This person has already been erased.",
  ownAccount: "You cannot erase yourself: another administrator must do it.",
  sameLead: "Please choose someone other than the person being erased.",
  erasedLead: "Please choose a person who has not been erased.",
  /** The refusal until every open project the person leads has a new lead. */
  needsNewLeads: (projects: string[]) =>
    `This person leads ${projects.length === 1 ? "an open project" : `${projects.length} open projects`}: ${projects.map((p) => `"${p}"`).join(", ")}. Please choose a new lead first.`,
} as const;

/** The name an erased person is shown by: "Former member" and their token. */
export const FORMER_MEMBER = "Former member";
/** The address an erased person is given: a reserved top-level domain no mail ever reaches. */
export const erasedAddress = (token: string) => `former-member-${token.toLowerCase()}@erased.invalid`;
