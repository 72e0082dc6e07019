// What the administrator is told about the reference lists' items, shared by the server and the
// admin screen.

export const REFERENCE_MESSAGES = {
  itemRequired: "Please enter a description",
  itemTooLong: (max: number) => `The description must be at most ${max} characters`,
  itemTaken: "This list already has an item with that description",
  itemMissing: "That item no longer exists.",
  leadRoleFixed: "The Lead role (id 1) decides who may edit; it cannot be retired or deleted.",
} as const;
