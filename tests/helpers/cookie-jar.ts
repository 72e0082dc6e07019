// Shared by the in-process API client and the over-HTTP browser of the process tests.

/** Keeps one Set-Cookie header in a jar as a browser would (a Max-Age of 0 or less deletes it). */
export function storeSetCookie(cookies: Map<string, string>, setCookie: string): void {
  const [pair, ...attributes] = setCookie.split(";");
  const index = pair.indexOf("=");
  const name = pair.slice(0, index).trim();
  const value = pair.slice(index + 1).trim();
  const maxAge = attributes.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith("max-age="));
  if (maxAge && Number(maxAge.split("=")[1]) <= 0) cookies.delete(name);
  else cookies.set(name, value);
}
