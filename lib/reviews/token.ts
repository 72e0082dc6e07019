import "server-only";
import { hmac, safeEqual } from "@/lib/crypto/tokens";
import { env, requireSessionSecret } from "@/lib/env";

// The "Still current" link of one review reminder to one lead: the reminder's id, its project's
// id and the lead's person id in the clear and an HMAC of the three keyed by SESSION_SECRET, so
// nobody can make one for another project, reminder or person. It works once (the reminder row
// records its answer) and only while that person still leads the project (still-current.ts).

export type ReviewTarget = { reminderId: number; projectId: number; personId: number };

function mac(target: ReviewTarget): string {
  return hmac(requireSessionSecret(), `review:${target.reminderId}\n${target.projectId}\n${target.personId}`);
}

export function reviewToken(target: ReviewTarget): string {
  return `${target.reminderId}.${target.projectId}.${target.personId}.${mac(target)}`;
}

const ID = /^[1-9]\d{0,9}$/;

/** The reminder, project and lead a token stands for, or null for anything not made by this server. */
export function readReviewToken(token: string): ReviewTarget | null {
  const parts = token.split(".");
  if (parts.length !== 4 || !parts.slice(0, 3).every((p) => ID.test(p))) return null;
  const target = { reminderId: Number(parts[0]), projectId: Number(parts[1]), personId: Number(parts[2]) };
  return safeEqual(parts[3], mac(target)) ? target : null;
}

/** The page that asks for the click (a GET changes nothing: mail scanners open links). */
export function reviewPageUrl(target: ReviewTarget): string {
  return `${env().APP_URL}/review/?token=${reviewToken(target)}`;
}

export function projectPageUrl(projectId: number): string {
  return `${env().APP_URL}/projects/${projectId}/`;
}
