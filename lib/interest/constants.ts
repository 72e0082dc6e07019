// The numbers and names of interest requests (docs/product.md#interest-requests), without zod,
// so the screens that only show them do not load the schemas.

export const STAGES = ["core", "higher", "consultant", "other"] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_NAMES: Record<Stage, string> = {
  core: "Core trainee",
  higher: "Higher trainee",
  consultant: "Consultant",
  other: "Other",
};

/** Looking-for options that mean "looking for someone" (docs/product.md#business-constants). */
export const ASKABLE_LOOKING_FOR = [10, 20, 30] as const;
export type AskableLookingFor = (typeof ASKABLE_LOOKING_FOR)[number];
/** What each of them wants, in plain words (Open to join: docs/product.md#open-to-join). */
export const STAGE_WANTED: Record<AskableLookingFor, string> = {
  10: "Core trainees",
  20: "Higher trainees",
  30: "Anyone",
};
/** Open to join's search text, as the project search's: at most 200 characters. */
export const OPPORTUNITY_TEXT_MAX = 200;
export const FULLY_SUBSCRIBED = 99;
/** Completed and Abandoned take no new requests. */
export const CLOSED_STATUSES = [998, 999] as const;

export const MESSAGE_MAX = 1000;
/** "Decline selected" takes at most this many requests at once. */
export const DECLINE_MANY_MAX = 50;

/** Where To decide (My Requests) shows a project's requests: `/my_requests/#decide-project-<id>`. */
export function toDecideAnchor(projectId: number): string {
  return `decide-project-${projectId}`;
}
