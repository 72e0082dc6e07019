// What the administrator is told about organisations and their email domains, shared by the
// server and the admin screen.

export const ORGANISATION_MESSAGES = {
  organisationNameRequired: "Please enter the organisation's name",
  organisationNameTooLong: "The name must be at most 200 characters",
  organisationNameTaken: "An organisation with this name already exists",
  organisationMissing: "That organisation no longer exists.",
  domainInvalid: "Please enter a domain such as example.org (letters, digits, hyphens and dots)",
  domainTaken: (organisation: string) => `This domain already belongs to ${organisation}`,
  domainMissing: "That domain is not one of this organisation's domains.",
} as const;
