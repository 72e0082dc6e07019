// Small HTTP helpers of the harness (the measuring itself is done by autocannon in bench/load.ts).

/** Polls until the URL answers 200; rejects on timeout or when `exited` settles first. */
export async function waitForHttp(url: string, timeoutMs: number, exited?: Promise<void>): Promise<void> {
  let gone = false;
  void exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server for ${url} exited before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Cookies from Set-Cookie headers, as one Cookie header value (later values win). */
export function cookieHeader(responses: Response[], start = new Map<string, string>()): string {
  const jar = new Map(start);
  for (const response of responses) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      if (index > 0) jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export function readCookieValue(header: string, name: string): string {
  const found = header.split(";").map((p) => p.trim().split("=")).find(([k]) => k === name);
  if (!found) throw new Error(`Cookie ${name} missing`);
  return found.slice(1).join("=");
}

/** What a browser sends with a POST to the API: the session and CSRF cookies, token and Origin. */
export function postHeaders(origin: string, cookies: string): Record<string, string> {
  return {
    cookie: cookies,
    origin,
    "content-type": "application/json",
    "x-csrftoken": readCookieValue(cookies, "csrftoken"),
  };
}

/** An anonymous visitor's cookies (session id and CSRF token), as the login page gets them. */
export async function anonymousCookies(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/usercheck/`);
  await response.arrayBuffer();
  return cookieHeader([response]);
}

/** Signs in through POST /api/login/ and returns the signed-in visitor's cookies. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const before = await anonymousCookies(origin);
  const response = await fetch(`${origin}/api/login/`, {
    method: "POST",
    headers: postHeaders(origin, before),
    body: JSON.stringify({ username, password, remember_me: false }),
  });
  const body = (await response.json()) as { login?: string };
  if (response.status !== 200 || body.login !== "success") {
    throw new Error(`Sign-in as ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  const jar = new Map(before.split("; ").map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as [string, string]));
  return cookieHeader([response], jar);
}
