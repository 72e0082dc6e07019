import { expect, loginAs, test } from "../fixtures";

// The headers of docs/product.md#security-parameters on the running production build: pages get
// them from proxy.ts, API answers from the route wrapper. (Under https the same server adds HSTS
// and __Host-/Secure cookies: tests/security/headers-and-cookies.test.ts.)

test.describe("security headers", () => {
  test("every page carries a CSP with a fresh nonce that Next's own scripts use", async ({ page }) => {
    const nonces: string[] = [];
    for (const path of ["/login/", "/login/", "/password_reset/", "/no-such-page/"]) {
      const res = await page.request.get(path);
      const headers = res.headers();
      const csp = headers["content-security-policy"];
      expect(csp, `${path} has a CSP`).toBeDefined();
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce, `${path} CSP has a nonce`).toBeTruthy();
      nonces.push(nonce!);
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "default-src 'self'"]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
      expect(csp).not.toContain("'unsafe-eval'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("same-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      // Served over http here: no HSTS (it would pin a site that has no https).
      expect(headers["strict-transport-security"]).toBeUndefined();
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, `${path}: every script carries the nonce`).toContain(`nonce="${nonce}"`);
    }
    expect(new Set(nonces).size, "a new nonce for every response").toBe(nonces.length);
  });

  test("pages load without a single CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/login/");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await loginAs(page, "editor");
    await page.goto("/all_projects/");
    await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("API answers are not cached, the lists only privately and revalidated, and the session cookie is HttpOnly and SameSite=Lax", async ({ page }) => {
    const first = await page.request.get("/api/usercheck/");
    expect(first.headers()["cache-control"]).toBe("no-store");
    const cookies = first.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    const session = cookies.find((c) => c.startsWith("session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    await loginAs(page, "member");
    const list = await page.request.get("/api/existing_projects/all/");
    expect(list.status()).toBe(200);
    expect(list.headers()["cache-control"]).toBe("private, no-cache");
    expect(list.headers()["vary"]).toMatch(/Cookie/);
    expect(list.headers()["etag"]).toMatch(/^W\//);
    expect(list.headers()["content-type"]).toMatch(/application\/json/);
  });
});
