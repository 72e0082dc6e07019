import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { misdirected, namesThisApp } from "@/lib/http/host-check";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";

// Runs before every page: the host check (a page asked for under another name is refused before
// anything renders, lib/http/host-check.ts), a cap on what a page request may send, a fresh CSP
// nonce per request (Next reads it from the request's CSP header and puts it on its own scripts)
// and the security headers. Not before the API: the route wrapper does the same for a JSON call
// (lib/http/route.ts), which spares every call the proxy's pass and what it costs
// (docs/decisions/024-prepared-project-lists.md). Authorisation is NOT done here; every handler
// checks for itself.

/** No page takes a body: a form that posts before the page's script runs sends a few fields. */
const PAGE_BODY_LIMIT = 64 * 1024;

export function proxy(request: NextRequest) {
  if (!namesThisApp(request)) {
    // One line, in the shape of the app's log (lib/log.ts cannot be loaded here).
    const line = { level: "warn", time: new Date().toISOString(), event: "security.misdirected_request", path: request.nextUrl.pathname };
    console.warn(JSON.stringify(line));
    return misdirected();
  }
  if (Number(request.headers.get("content-length")) > PAGE_BODY_LIMIT) {
    return new Response("Request too large\n", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const settings = env();
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, settings.DEVELOPMENT);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(securityHeaders(settings.APP_URL))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|favicon.ico|fonts/).*)" }],
};
