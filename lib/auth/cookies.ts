import "server-only";
import { env } from "@/lib/env";

// Cookie names and attributes. Under https the session cookie takes the __Host- prefix, which
// the browser only accepts with Secure, Path=/ and no Domain: it cannot be set by a subdomain.

export const CSRF_COOKIE = "csrftoken";

function isHttps(): boolean {
  return env().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return isHttps() ? "__Host-session" : "session";
}

export type CookieOptions = { httpOnly: boolean; maxAgeSeconds?: number };

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax"];
  if (options.httpOnly) parts.push("HttpOnly");
  if (isHttps()) parts.push("Secure");
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join("; ");
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
