// A browser's cookie jar, CSRF header and Origin over real HTTP, for the image's own test
// (test-image.ts), which has no browser of its own.

export type Answer = { response?: string; userLevel?: number };

/** A browser's cookie jar, CSRF header and Origin, over real HTTP. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(
    method: "GET" | "POST",
    urlPath: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: Answer | undefined; text: string; headers: Headers }> {
    const headers: Record<string, string> = { origin: this.origin, ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method === "POST") {
      headers["content-type"] = "application/json";
      headers["x-csrftoken"] = this.cookies.get("csrftoken") ?? "";
    }
    const res = await fetch(new URL(urlPath, this.origin), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let json: Answer | undefined;
    try {
      json = JSON.parse(text) as Answer;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }
}
