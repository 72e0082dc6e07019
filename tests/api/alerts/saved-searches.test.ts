import { describe, expect, it } from "vitest";
import { ALERT_MESSAGES, MAX_SAVED_SEARCHES } from "@/lib/alerts/messages";
import { clock } from "@/lib/clock";
import { signInDirectly } from "../../helpers/sign-in";
import { db, newClient, setUpAuthSuite, signedIn } from "../auth/kit";

// The saved-search calls (docs/product.md#opportunity-alerts): a member's own searches only,
// never a quick-access visitor's, names checked, and the cap held against parallel saves.

setUpAuthSuite();

const search = (name: string, frequency: "weekly" | "immediate" = "weekly") => ({
  name,
  frequency,
  criteria: { andOr: "OR", text: "simulation", domains: { eml: [], rcoa: [] }, status: { project_status: [], milestone_status: [] }, milestone_looking_for: [] },
});

async function accountId(username: string): Promise<number> {
  return (await db.account.findUniqueOrThrow({ where: { username }, select: { id: true } })).id;
}

describe("saved searches", () => {
  it("a member saves, lists, renames, changes the frequency and deletes their own", async () => {
    const member = await signedIn("member");
    const created = await member.post("/api/saved_searches/", search("  Simulation work  "));
    expect(created.status, created.text).toBe(200);
    expect(created.body.savedSearch).toMatchObject({ name: "Simulation work", frequency: "weekly", lastSentAt: null, stoppedReason: null });
    const id: number = created.body.savedSearch.id;

    const listed = await member.get("/api/saved_searches/");
    expect(listed.body).toMatchObject({ max: MAX_SAVED_SEARCHES, savedSearches: [{ id, name: "Simulation work" }] });

    const renamed = await member.post("/api/saved_searches/update/", { id, name: "Sim", frequency: "immediate" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.savedSearch).toMatchObject({ id, name: "Sim", frequency: "immediate" });

    expect((await member.post("/api/saved_searches/delete/", { id })).body).toEqual({ response: "success" });
    expect((await member.get("/api/saved_searches/")).body.savedSearches).toEqual([]);
    expect((await member.post("/api/saved_searches/delete/", { id })).status).toBe(404);
  });

  it("another account's saved search is not found: nothing changes", async () => {
    const [lead, member] = [await signedIn("lead"), await signedIn("member")];
    const id: number = (await lead.post("/api/saved_searches/", search("Lead's search"))).body.savedSearch.id;
    const rename = await member.post("/api/saved_searches/update/", { id, name: "Taken over", frequency: "immediate" });
    expect(rename.status).toBe(404);
    expect(rename.body.errorMessage).toBe(ALERT_MESSAGES.notFound);
    expect((await member.post("/api/saved_searches/delete/", { id })).status).toBe(404);
    expect((await member.get("/api/saved_searches/")).body.savedSearches.map((s: { id: number }) => s.id)).not.toContain(id);
    expect(await db.savedSearch.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Lead's search", frequency: "weekly" });
    // No way to plant a search on another account: an accountId in the body is dropped.
    const planted = await member.post("/api/saved_searches/", { ...search("Planted"), accountId: await accountId("lead") });
    expect(planted.status).toBe(200);
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id: planted.body.savedSearch.id } })).accountId).toBe(await accountId("member"));
  });

  it("quick-access visitors (level 2) and anonymous visitors are refused", async () => {
    const organisation = await db.organisation.findFirstOrThrow();
    const visitor = await signInDirectly(newClient(), { level: 2, kind: "quickAccess", organisationId: organisation.id, email: "visitor@example-hospital.org" });
    const before = await db.savedSearch.count();
    expect((await visitor.post("/api/saved_searches/", search("Visitor"))).status).toBe(403);
    expect((await visitor.get("/api/saved_searches/")).status).toBe(403);
    expect((await newClient().post("/api/saved_searches/", search("Nobody"))).status).toBe(403);
    expect(await db.savedSearch.count()).toBe(before);
  });

  it("checks the name and the frequency", async () => {
    const member = await signedIn("member");
    const empty = await member.post("/api/saved_searches/", search("   "));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toEqual([ALERT_MESSAGES.nameRequired]);
    const long = await member.post("/api/saved_searches/", search("x".repeat(81)));
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toEqual([ALERT_MESSAGES.nameTooLong]);
    const often = await member.post("/api/saved_searches/", { ...search("Hourly"), frequency: "hourly" });
    expect(often.status).toBe(422);
    expect(often.body.errors.frequency).toEqual([ALERT_MESSAGES.frequency]);
    const id: number = (await member.post("/api/saved_searches/", search("Fine"))).body.savedSearch.id;
    expect((await member.post("/api/saved_searches/update/", { id, name: "" })).status).toBe(422);
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id } })).name).toBe("Fine");
  });

  it(`${MAX_SAVED_SEARCHES} parallel saves never pass the cap of ${MAX_SAVED_SEARCHES}; then a clear 422`, async () => {
    const editor = await signedIn("editor");
    const own = await accountId("editor");
    await db.savedSearch.deleteMany({ where: { accountId: own } });
    await editor.post("/api/saved_searches/", search("First"));
    const answers = await Promise.all(Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => editor.post("/api/saved_searches/", search(`Parallel ${i}`))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_SAVED_SEARCHES - 1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(1);
    expect(answers.find((a) => a.status === 422)!.body.errors.name).toEqual([ALERT_MESSAGES.tooMany]);
    expect(await db.savedSearch.count({ where: { accountId: own } })).toBe(MAX_SAVED_SEARCHES);
  });

  it("saved searches go with their account", async () => {
    const account = await db.account.create({ data: { username: "leaving", email: "leaving@example.org", level: 3 } });
    await db.savedSearch.create({ data: { accountId: account.id, name: "Mine", frequency: "weekly", criteria: {}, createdAt: clock.now(), nextDueAt: clock.now() } });
    await db.account.delete({ where: { id: account.id } });
    expect(await db.savedSearch.count({ where: { accountId: account.id } })).toBe(0);
  });
});
