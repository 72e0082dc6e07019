// Headers of docs/product.md#security-parameters. Kept free of server-only imports: proxy.ts uses
// them.

export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // React and Radix set style attributes for positioning; no style can run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(appUrl: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(self), microphone=(self), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (appUrl?.startsWith("https://")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/**
 * The headers of every API answer (the route wrapper's, and the health check's): those above,
 * with a policy under which nothing in a JSON answer may load or run and no page may frame it.
 */
export function apiSecurityHeaders(appUrl: string | undefined): Record<string, string> {
  return { ...securityHeaders(appUrl), "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" };
}
