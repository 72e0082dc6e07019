import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { db } from "@/lib/db";
import { TEST_ORIGIN } from "../helpers/api-client";
import { DEMO, DEMO_PASSWORD, newBrowser, setUpLimitsSuite } from "./support/limits-kit";

// Attack: DNS rebinding. A page on an attacker's domain whose name is then pointed at the
// server (127.0.0.1 for a local `npm start` with its published demo password) is same-origin for
// the browser: its requests name the attacker's host in Host and Origin. The app used to accept
// an Origin built from the request's own Host, so `POST /api/login/` as admin succeeded. Now
// every request naming a host other than APP_URL's (or ALLOWED_HOSTS) is refused with 421 before
// anything runs, pages and API alike, and the origin check derives nothing from the request.

const suite = setUpLimitsSuite();
const REBOUND = "rebind-x.attacker.example:3000";
const rebound = { host: REBOUND, origin: `http://${REBOUND}` };

afterEach(() => vi.unstubAllEnvs());

async function sessionRows(): Promise<number> {
  return db.session.count();
}

describe("a request that names another host", () => {
  it("cannot sign in as the demo admin with a matching Origin: 421, no cookie, no session", async () => {
    const before = await sessionRows();
    const res = await newBrowser().post("/api/login/", { username: "admin", password: DEMO_PASSWORD }, rebound);
    expect(res.status).toBe(421);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.text).toMatch(/^Misdirected Request/);
    expect(await sessionRows()).toBe(before);
  });

  it("cannot read usercheck, nor any GET", async () => {
    const browser = newBrowser();
    const res = await browser.get("/api/usercheck/", rebound);
    expect(res.status).toBe(421);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await browser.get("/api/admin/accounts/", rebound)).status).toBe(421);
  });

  it("is refused for a page too, by the page proxy", async () => {
    const res = proxy(new NextRequest("http://rebind-x.attacker.example:3000/login/", { headers: { host: REBOUND } }));
    expect(res.status).toBe(421);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBeNull();
    const own = proxy(new NextRequest(`${TEST_ORIGIN}/login/`, { headers: { host: "localhost:3000" } }));
    expect(own.status).toBe(200);
  });

  it("cannot slip the name in through X-Forwarded-Host when no proxy is trusted", async () => {
    const res = await newBrowser().post(
      "/api/login/",
      { username: "admin", password: DEMO_PASSWORD },
      { "x-forwarded-host": REBOUND, origin: `http://${REBOUND}` },
    );
    expect(res.status).toBe(421);
    const page = proxy(new NextRequest(`${TEST_ORIGIN}/login/`, { headers: { host: "localhost:3000", "x-forwarded-host": REBOUND } }));
    expect(page.status).toBe(421);
  });

  it("under the app's own Host, a foreign Origin is a cross-site request: 403, and the right password signs nobody in", async () => {
    const res = await newBrowser().post("/api/login/", { username: "admin", password: DEMO_PASSWORD }, { origin: `http://${REBOUND}` });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe("Your session has expired. Please reload the page and try again.");
  });

  it("the health check answers whatever host it is asked under (an orchestrator calls it by address)", async () => {
    expect((await newBrowser().get("/api/health/", { host: "10.0.0.7:3000" })).status).toBe(200);
  });
});

describe("hosts an operator lists", () => {
  it("ALLOWED_HOSTS lets the app answer under another name, and its mails still carry APP_URL's links", async () => {
    vi.stubEnv("ALLOWED_HOSTS", "directory-alias.example.org");
    const browser = newBrowser();
    const alias = { host: "directory-alias.example.org", origin: "http://directory-alias.example.org" };
    await browser.get("/api/usercheck/", alias);
    const { result, mail } = await suite.smtp().nextMailTo(DEMO.member, () =>
      browser.post("/api/auth/email_domain_login/", { email: DEMO.member }, alias),
    );
    expect(result.status).toBe(200);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/email_login\/\?link_id=/);
    expect(mail.text).not.toContain("directory-alias");
  });
});
