import { env } from "@/lib/env";

// Where a sign-in through a provider lands when the login page asked for a place: a path of this
// site only. The address is resolved against APP_URL and kept only when it stays there, so
// "//evil.example", "/\evil.example", "https://evil.example" or a scheme never leave the site.

export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = new URL(env().APP_URL);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  // Never back into the sign-in itself.
  if (url.pathname.startsWith("/sso/") || url.pathname.startsWith("/api/")) return null;
  const path = `${url.pathname}${url.search}`;
  return path.length <= 200 ? path : null;
}
