import "server-only";
import { env, requireSessionSecret } from "@/lib/env";
import { CSRF_COOKIE, readCookie, serializeCookie } from "./cookies";
import { hmac, safeEqual } from "@/lib/crypto/tokens";

// Double-submit token bound to the session id by HMAC: a token from another session, a forged
// cookie or a missing header fails. An Origin other than the app's own is refused before the
// token is looked at; the app's origins are APP_URL's and those of ALLOWED_HOSTS, never one
// derived from the request (whose Host a client chooses).

function csrfTokenFor(sid: string): string {
  return hmac(requireSessionSecret(), `csrf:${sid}`);
}

export function csrfCookie(sid: string): string {
  return serializeCookie(CSRF_COOKIE, csrfTokenFor(sid), { httpOnly: false });
}

export function needsCsrfCookie(cookieHeader: string | null, sid: string): boolean {
  return readCookie(cookieHeader, CSRF_COOKIE) !== csrfTokenFor(sid);
}

/** APP_URL's origin and, under its scheme, one for each allowed host. */
function allowedOrigins(): string[] {
  const { APP_URL, ALLOWED_HOSTS } = env();
  const { protocol, origin } = new URL(APP_URL);
  return [origin, ...ALLOWED_HOSTS.map((host) => `${protocol}//${host}`)];
}

export function isCsrfValid(headers: Headers, sid: string, sidWasPresented: boolean): boolean {
  const origin = headers.get("origin");
  if (origin && !allowedOrigins().includes(origin)) return false;
  const token = headers.get("x-csrftoken");
  return sidWasPresented && !!token && safeEqual(token, csrfTokenFor(sid));
}
