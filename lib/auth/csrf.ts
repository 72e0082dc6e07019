import "server-only";
import { env, requireSessionSecret } from "@/lib/env";
import { CSRF_COOKIE, readCookie, serializeCookie } from "./cookies";
import { hmac, safeEqual } from "./tokens";

// Double-submit token bound to the session id by HMAC: a token from another session, a forged
// cookie or a missing header fails. A foreign Origin is refused before the token is looked at.

export function csrfTokenFor(sid: string): string {
  return hmac(requireSessionSecret(), `csrf:${sid}`);
}

export function csrfCookie(sid: string): string {
  return serializeCookie(CSRF_COOKIE, csrfTokenFor(sid), { httpOnly: false });
}

export function needsCsrfCookie(cookieHeader: string | null, sid: string): boolean {
  return readCookie(cookieHeader, CSRF_COOKIE) !== csrfTokenFor(sid);
}

function allowedOrigins(requestUrl: URL, host: string | null): string[] {
  const origins = [new URL(env().APP_URL).origin, requestUrl.origin];
  if (host) origins.push(`${requestUrl.protocol}//${host}`);
  return origins;
}

export function isCsrfValid(
  headers: Headers,
  requestUrl: URL,
  sid: string,
  sidWasPresented: boolean,
): boolean {
  const origin = headers.get("origin");
  if (origin && !allowedOrigins(requestUrl, headers.get("host")).includes(origin)) return false;
  const token = headers.get("x-csrftoken");
  return sidWasPresented && !!token && safeEqual(token, csrfTokenFor(sid));
}
