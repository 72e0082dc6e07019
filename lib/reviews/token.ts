import "server-only";
import { hmac, safeEqual } from "@/lib/auth/tokens";
import { env, requireSessionSecret } from "@/lib/env";

// The "Still current" link of one review reminder: the reminder's id and its project's id in the
// clear and an HMAC of both keyed by SESSION_SECRET, so nobody can make one for another project
// or reminder. It works once: the reminder row records its answer (still-current.ts).

export type ReviewTarget = { reminderId: number; projectId: number };

function mac(target: ReviewTarget): string {
  return hmac(requireSessionSecret(), `review:${target.reminderId}\n${target.projectId}`);
}

export function reviewToken(target: ReviewTarget): string {
  return `${target.reminderId}.${target.projectId}.${mac(target)}`;
}

/** The reminder and project a token stands for, or null for anything not made by this server. */
export function readReviewToken(token: string): ReviewTarget | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !/^[1-9]\d{0,9}$/.test(parts[0]) || !/^[1-9]\d{0,9}$/.test(parts[1])) return null;
  const target = { reminderId: Number(parts[0]), projectId: Number(parts[1]) };
  return safeEqual(parts[2], mac(target)) ? target : null;
}

/** The page that asks for the click (a GET changes nothing: mail scanners open links). */
export function reviewPageUrl(target: ReviewTarget): string {
  return `${env().APP_URL}/review/?token=${reviewToken(target)}`;
}

export function projectPageUrl(projectId: number): string {
  return `${env().APP_URL}/projects/${projectId}/`;
}
