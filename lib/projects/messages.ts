import { DATE_MESSAGES } from "@/lib/validation/common-fields";

// Field and conflict messages of the project calls (docs/product.md#validation-messages leaves
// the server's wording open), shared by the server and the dialogs so both say the same thing.

export const PROJECT_MESSAGES = {
  shortDescriptionRequired: "Please enter a short description",
  shortDescriptionTooLong: "The short description must be at most 200 characters",
  longDescriptionRequired: "Please enter a long description",
  longDescriptionTooLong: "The long description must be at most 4000 characters",
  descriptionRequired: "Please enter a description",
  descriptionTooLong: "The description must be at most 4000 characters",
  startDateRequired: "Please enter a start date",
  ...DATE_MESSAGES,
  completionBeforeStart: "The completion date cannot be before the start date",
  statusRequired: "Please select a status",
  statusUnknown: "Please select a status from the list",
  lookingForRequired: "Please select what the milestone is looking for",
  lookingForUnknown: "Please select a looking for option from the list",
  domainsInvalid: "Please select domains from the lists",
  peopleInvalid: "Please check the people and their roles",
  peopleDuplicate: "A person can only be listed once",
  peopleUnknown: "One of the people or roles no longer exists; please reload",
  versionRequired: "Please reload the project and try again",
  projectConflict:
    "Someone else has changed this project since you opened it. Please reload to see their changes.",
  milestoneConflict:
    "Someone else has changed this milestone since you opened it. Please reload to see their changes.",
  firstNameRequired: "Please enter a first name",
  firstNameTooLong: "The first name must be at most 100 characters",
  lastNameRequired: "Please enter a last name",
  lastNameTooLong: "The last name must be at most 100 characters",
  emailRequired: "Please enter an email address",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "The email address must be at most 254 characters",
  emailTaken: "This email address is already used by another person",
  personEmailLocked:
    "Only an editor can change this email address: the person has a sign-in account or roles on other projects or milestones.",
} as const;
