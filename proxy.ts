import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";

// Runs before every page: a fresh CSP nonce per request (Next reads it from the request's CSP
// header and puts it on its own scripts) and the security headers. Not before the API: the route
// wrapper sets a JSON answer's headers itself (lib/http/route.ts), which spares every call the
// proxy's pass (about a millisecond, measured on the list and the user check).
// Authorisation is NOT done here; every handler checks for itself.

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== "production");
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(securityHeaders(process.env.APP_URL))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|favicon.ico|fonts/).*)" }],
};
