// Where a sign-in goes back to when the login page was opened with ?next=… (the page that sent
// the person to sign in): a path of this site only (docs/product.md#return-path). One rule for
// the login page's every method in the browser and for the server, which keeps an organisation
// sign-in's path while the browser is at the provider.
//
// Kept: a path that starts with one "/", has no "\" and no control characters, and stays on this
// site once read as an address. So "//evil.example", "/\evil.example", "https://evil.example" and
// "javascript:…" are never followed. The sign-in's own machinery (/sso/, /api/) is no place to
// come back to.

/** The longest path kept, before and after it is read as an address. */
export const RETURN_PATH_MAX = 200;

// An origin no address can reach: the path is read against it, and kept only if it stays there.
const HERE = "https://return-path.invalid";

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  if (url.pathname.startsWith("/sso/") || url.pathname.startsWith("/api/")) return null;
  const path = `${url.pathname}${url.search}`;
  return path.length <= RETURN_PATH_MAX ? path : null;
}
