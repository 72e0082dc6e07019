import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";
import { ApiClient } from "../helpers/api-client";
import { DEMO_PASSWORD } from "../helpers/demo";
import { quietAppLogs } from "./support/quiet-logs";
import { discoverEndpoints } from "./support/routes";
import { buildWorld, clientFor, type World } from "./support/world";
import { sendGet } from "./support/cell-request";

// Headers and cookies of docs/product.md#security-parameters that the API answers carry (the page
// headers set by proxy.ts are checked on a running server in e2e/security/headers.spec.ts).

quietAppLogs();

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

const attributes = (cookie: string) => cookie.split(";").map((p) => p.trim().toLowerCase());

// The project lists are the one exception: the browser keeps them and asks each time whether
// they changed (ETag, 304), and no shared cache may keep them (lib/http/prepared-answer.ts).
const REVALIDATED = new Set(["/api/existing_projects/all/", "/api/existing_projects/own/"]);

describe("authenticated JSON answers", () => {
  it("every GET endpoint answers Cache-Control: no-store, for a signed-in admin; the lists private, no-cache", async () => {
    const admin = await clientFor(world, "admin");
    const failures: string[] = [];
    for (const endpoint of (await discoverEndpoints()).filter((e) => e.method === "GET")) {
      const res = await sendGet(admin, world, "admin", endpoint.path);
      const expected = REVALIDATED.has(endpoint.path) ? "private, no-cache" : "no-store";
      if (res.headers.get("cache-control") !== expected) failures.push(`${endpoint.path}: ${res.headers.get("cache-control")}`);
    }
    expect(failures).toEqual([]);
  });

  it("every answer carries the security headers, and a policy under which nothing in it may load or run", async () => {
    const admin = await clientFor(world, "admin");
    const failures: string[] = [];
    const answers = [
      ...(await Promise.all(
        (await discoverEndpoints()).filter((e) => e.method === "GET").map(async (e) => [e.path, await sendGet(admin, world, "admin", e.path)] as const),
      )),
      ["refused", await new ApiClient().get("/api/admin/accounts/")] as const,
    ];
    for (const [path, res] of answers) {
      if (res.headers.get("x-content-type-options") !== "nosniff") failures.push(`${path}: nosniff`);
      if (res.headers.get("content-security-policy") !== "default-src 'none'; frame-ancestors 'none'") failures.push(`${path}: CSP`);
      if (res.headers.get("x-frame-options") !== "DENY") failures.push(`${path}: X-Frame-Options`);
      if (res.headers.get("referrer-policy") !== "same-origin") failures.push(`${path}: Referrer-Policy`);
    }
    expect(failures).toEqual([]);
  });

  it("refusals and errors are not cached either", async () => {
    const res = await new ApiClient().get("/api/admin/accounts/");
    expect(res.status).toBe(403);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("cookies over http (development)", () => {
  it("the session cookie is HttpOnly and SameSite=Lax; the CSRF cookie is readable by the page", async () => {
    const res = await new ApiClient().get("/api/usercheck/");
    const session = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    const csrf = res.headers.getSetCookie().find((c) => c.startsWith("csrftoken="))!;
    expect(attributes(session)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(attributes(csrf)).toEqual(expect.arrayContaining(["samesite=lax", "path=/"]));
    expect(attributes(csrf)).not.toContain("httponly");
  });
});

describe("cookies and headers when APP_URL is https", () => {
  beforeAll(() => {
    vi.stubEnv("APP_URL", "https://directory.example.org");
    vi.resetModules();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("names the session cookie __Host-session and marks both cookies Secure, for visitors and after sign-in", async () => {
    const client = new ApiClient();
    // The app answers only under APP_URL's name (lib/http/host-check.ts).
    const host = "directory.example.org";
    const first = await client.get("/api/usercheck/", { host });
    const login = await client.post("/api/login/", { username: "member", password: DEMO_PASSWORD }, { origin: "https://directory.example.org", host });
    expect(login.status).toBe(200);
    for (const res of [first, login]) {
      const cookies = res.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith("__Host-session="));
      expect(session, "a __Host- session cookie").toBeDefined();
      expect(attributes(session!)).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
      expect(session).not.toMatch(/domain=/i);
      expect(cookies.some((c) => c.startsWith("session="))).toBe(false);
      const csrf = cookies.find((c) => c.startsWith("csrftoken="));
      if (csrf) expect(attributes(csrf)).toContain("secure");
    }
    expect((await client.get("/api/usercheck/", { host })).body.userLevel).toBe(3);
  });

  it("adds HSTS only under https, and the CSP forbids framing, plugins and base changes", () => {
    expect(securityHeaders("https://directory.example.org")["Strict-Transport-Security"]).toMatch(/max-age=\d{7,}/);
    expect(securityHeaders("http://localhost:3000")["Strict-Transport-Security"]).toBeUndefined();
    const csp = contentSecurityPolicy("abc123", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain("unsafe-eval");
  });
});
