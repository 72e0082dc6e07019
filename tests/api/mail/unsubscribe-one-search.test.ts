import { describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { unsubscribeToken } from "@/lib/mail/unsubscribe/token";
import { signInDirectly } from "../../helpers/sign-in";
import { db, newClient, setUpAuthSuite } from "../auth/kit";

// The unsubscribe links in an alert's body (docs/product.md#opportunity-alerts): one stops that
// saved search only, the other every alert; the profile says so at once. A link made for one
// address stops nothing of an account whose proved address is another, and review reminders are
// switched off and on from the profile, for the account's proved address only.

setUpAuthSuite();
let made = 0;

async function member(options: { verified?: boolean } = {}) {
  made++;
  const email = `unsub.${made}@example.org`;
  const account = await db.account.create({ data: { username: `unsub-${made}`, email, emailVerified: options.verified === false ? 0 : 2, level: LEVEL.account } });
  const client = await signInDirectly(newClient(), { accountId: account.id, level: LEVEL.account, kind: "account" });
  return { client, account, email };
}

async function saveSearch(client: Awaited<ReturnType<typeof member>>["client"], name: string): Promise<number> {
  const criteria = { andOr: "OR", text: name, domains: { eml: [], rcoa: [] }, status: { project_status: [], milestone_status: [] }, milestone_looking_for: [] };
  const res = await client.post("/api/saved_searches/", { name, frequency: "immediate", criteria });
  expect(res.status).toBe(200);
  return res.body.savedSearch.id;
}

const stopped = async (client: Awaited<ReturnType<typeof member>>["client"]) =>
  Object.fromEntries(((await client.get("/api/saved_searches/")).body.savedSearches as { name: string; stoppedReason: string | null }[]).map((s) => [s.name, s.stoppedReason]));
const unsubscribe = (token: string) => newClient().post(`/api/mail/unsubscribe/?token=${token}`, "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" });

describe("unsubscribing from the links in a mail's body", () => {
  it("the search's own link stops that search only; the profile says so at once", async () => {
    const m = await member();
    const heron = await saveSearch(m.client, "heron");
    await saveSearch(m.client, "kestrel");
    const res = await unsubscribe(unsubscribeToken({ email: m.email, category: "alerts", savedSearchId: heron }));
    expect(res.status).toBe(200);
    expect(await stopped(m.client)).toEqual({ heron: "search_unsubscribed", kestrel: null });
    expect(await db.mailOptOut.count({ where: { email: m.email } })).toBe(0);
  });

  it("the link for every alert shows every search stopped at once, before the alert task looks", async () => {
    const m = await member();
    await saveSearch(m.client, "osprey");
    await saveSearch(m.client, "plover");
    expect((await unsubscribe(unsubscribeToken({ email: m.email, category: "alerts" }))).status).toBe(200);
    expect(await stopped(m.client)).toEqual({ osprey: "unsubscribed", plover: "unsubscribed" });
  });

  it("a search's link made for another address stops nothing; a forged one is refused", async () => {
    const m = await member();
    const search = await saveSearch(m.client, "curlew");
    expect((await unsubscribe(unsubscribeToken({ email: "someone.else@example.org", category: "alerts", savedSearchId: search }))).status).toBe(200);
    expect(await stopped(m.client)).toEqual({ curlew: null });
    const forged = unsubscribeToken({ email: m.email, category: "alerts", savedSearchId: search }).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await unsubscribe(forged)).status).toBe(422);
    expect(await stopped(m.client)).toEqual({ curlew: null });
  });
});

describe("review reminders on the profile", () => {
  it("off records the opt-out of the proved address, on removes it, and an unsubscribe link shows as off", async () => {
    const m = await member();
    expect((await m.client.get("/api/profile/reminders/")).body).toEqual({ on: true });
    expect((await m.client.post("/api/profile/reminders/", { on: false })).body).toEqual({ on: false });
    expect(await db.mailOptOut.count({ where: { email: m.email, category: "reminders" } })).toBe(1);
    expect((await m.client.post("/api/profile/reminders/", { on: true })).body).toEqual({ on: true });
    expect(await db.mailOptOut.count({ where: { email: m.email, category: "reminders" } })).toBe(0);
    await unsubscribe(unsubscribeToken({ email: m.email, category: "reminders" }));
    expect((await m.client.get("/api/profile/reminders/")).body).toEqual({ on: false });
    expect((await m.client.post("/api/profile/reminders/", { on: "yes" })).status).toBe(422);
  });

  it("an account whose address is not proved cannot turn another person's reminders back on", async () => {
    const victim = "unsub.victim@example.org";
    await unsubscribe(unsubscribeToken({ email: victim, category: "reminders" }));
    const m = await member({ verified: false });
    await db.account.update({ where: { id: m.account.id }, data: { email: victim } });
    expect((await m.client.post("/api/profile/reminders/", { on: true })).body).toEqual({ on: false });
    expect(await db.mailOptOut.count({ where: { email: victim, category: "reminders" } })).toBe(1);
  });
});
