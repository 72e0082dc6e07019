// Where each sign-in sends the person, by level (docs/product.md#readings, "Landing"), or back to
// the page that sent them to sign in (docs/product.md#return-path).

import { safeReturnPath } from "@/lib/auth/return-path";
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
  return safeReturnPath(redirect) ?? fallback;
}

/** The `next` of a query string ("?next=/download_my_data/%3Ftoken…") when it is safe, else null. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get("next"));
}

/** Where a sign-in on this page ends: the page's safe ?next=, else `landing`. */
export function returnPathOr(landing: string, search = window.location.search): string {
  return returnPathIn(search) ?? landing;
}

/** `path` (the TOTP step) with this page's safe ?next= carried on to it. */
export function carryReturnPath(path: string, search = window.location.search): string {
  const next = returnPathIn(search);
  if (!next) return path;
  return `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(next)}`;
}
