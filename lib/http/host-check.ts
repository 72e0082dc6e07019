import { env } from "@/lib/env";

// The app answers only under its own name. A request whose Host (or X-Forwarded-Host, which
// Next reads too when it builds the request's address) is not APP_URL's host or one listed in
// ALLOWED_HOSTS is refused before anything else runs: no session read, no cookie, one log line.
// Otherwise a page on an attacker's domain whose name is pointed at this server afterwards (DNS
// rebinding) is same-origin for the browser and could sign in with the demo password of a local
// `npm start`. No origin or link is ever built from these headers (links come from APP_URL).
// Used by the route wrapper for the API and by proxy.ts for the pages; the health check answers
// without it, so an orchestrator may call it by address.

/**
 * Every host the request names, lower-cased, as the client sent them. A request made in-process
 * (a test's, or one Next builds itself) may carry no Host header: then its URL's host is the one.
 */
function namedHosts(headers: Headers, url: URL): string[] {
  const hosts = [headers.get("host") ?? url.host];
  const forwarded = headers.get("x-forwarded-host");
  if (forwarded !== null) hosts.push(...forwarded.split(","));
  return hosts.map((h) => h.trim().toLowerCase());
}

/** Whether every host the request names is one this app answers as. */
export function namesThisApp(request: { headers: Headers; nextUrl: URL }): boolean {
  const allowed = env().ALLOWED_HOSTS;
  return namedHosts(request.headers, request.nextUrl).every((host) => allowed.includes(host));
}

/** The refusal: 421 Misdirected Request, in plain text, with nothing set. */
export function misdirected(): Response {
  return new Response(`Misdirected Request: this server answers only as ${env().APP_URL}\n`, {
    status: 421,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
