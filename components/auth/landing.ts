// Where each sign-in sends the person, by level (docs/product.md#readings, "Landing").

import { LEVEL } from "@/lib/levels";

/** After an email code: quick access (level 2) sees its organisation's projects, accounts their own. */
export function landingAfterCode(level: number): string {
  return level >= LEVEL.account ? "/my_projects/" : "/all_projects/";
}

/** After an emailed link: level 2 to all projects, level 3 and above to the profile. */
export function landingAfterLink(level: number): string {
  return level >= LEVEL.account ? "/profile/" : "/all_projects/";
}

/** A server-given redirect is followed only when it is a path on this site. */
export function safeRedirect(redirect: unknown, fallback: string): string {
  return typeof redirect === "string" && /^\/(?!\/)/.test(redirect) ? redirect : fallback;
}
