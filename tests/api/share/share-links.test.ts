import { beforeAll, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { sha256 } from "@/lib/crypto/tokens";
import { signInDirectly } from "../../helpers/sign-in";
import { db } from "@/lib/db";
import { addDays, ukToday } from "@/lib/share/expiry";
import { SHARE_MESSAGES as M } from "@/lib/share/messages";
import type { CreatedShareLink, ShareLinkView } from "@/lib/share/schemas";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { freshDemo } from "../projects/fixtures";
import { quickAccess } from "../projects/sessions";
import { clientAt, levelsBelow, signInBelow } from "../messages/level-clients";

let admin: ApiClient;
let hospitalId: number;
const HOSPITAL = "Example Teaching Hospital";

beforeAll(async () => {
  await freshDemo();
  admin = await clientAt("admin");
  hospitalId = (await db.organisation.findUniqueOrThrow({ where: { name: HOSPITAL } })).id;
  await signInBelow(9);
}, 180_000);

async function create(body: Record<string, unknown> = {}) {
  return admin.post<CreatedShareLink & { errors: Record<string, string[]> }>("/api/share_links/", {
    organisationId: hospitalId,
    label: "Audit committee",
    expiresOn: addDays(ukToday(clock.now()), 14),
    ...body,
  });
}

/** Opens a link as a holder who has never signed in. */
function open(token: string) {
  return new ApiClient().post("/api/shared_projects/", { token });
}

describe("POST /api/share_links/", () => {
  it.each(levelsBelow(9))("refuses %s with 403", async (level) => {
    const res = await (await clientAt(level)).post("/api/share_links/", { organisationId: hospitalId, expiresOn: ukToday(clock.now()) });
    expect(res.status).toBe(403);
    expect(await db.shareLink.count()).toBe(0);
  });

  it("creates a 256-bit link shown once, stores only its SHA-256 and logs the creation", async () => {
    const res = await create();
    expect(res.status).toBe(200);
    const { token, url, link } = res.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://localhost:3000/share/?token=${token}`);
    expect(link).toMatchObject({ organisationName: HOSPITAL, label: "Audit committee", useCount: 0, status: "active", createdBy: "admin" });
    const row = await db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.tokenHash).toBe(sha256(token));
    // the token itself is nowhere in the database
    const [{ found }] = await db.$queryRaw<{ found: number }[]>`
      SELECT count(*)::int AS found FROM share_link s
       WHERE s.token_hash = ${token} OR s.label = ${token}`;
    expect(found).toBe(0);
    const logged = await db.activityLog.findFirstOrThrow({ where: { action: "share_link.create", entityId: link.id } });
    expect(JSON.stringify({ ...logged, id: String(logged.id) })).not.toContain(token);
    // the list never shows a token or hash
    const list = await admin.get("/api/share_links/");
    expect(list.text).not.toContain(token);
    expect(list.text).not.toContain(row.tokenHash);
  });

  it("expires at the end of the chosen UK day, up to 90 days ahead and not in the past", async () => {
    const ok = await create({ expiresOn: addDays(ukToday(clock.now()), 90) });
    expect(ok.status).toBe(200);
    const expiresAt = new Date(ok.body.link.expiresAt).getTime();
    expect(expiresAt - clock.ms()).toBeGreaterThan(90 * 86_400_000 - 3_600_000);
    expect(expiresAt - clock.ms()).toBeLessThanOrEqual(91 * 86_400_000 + 3_600_000);

    const tooFar = await create({ expiresOn: addDays(ukToday(clock.now()), 91) });
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.errors.expiresOn).toEqual([M.expiryTooFar]);
    const past = await create({ expiresOn: addDays(ukToday(clock.now()), -1) });
    expect(past.body.errors.expiresOn).toEqual([M.expiryInPast]);
    const missing = await create({ expiresOn: undefined, organisationId: undefined });
    expect(missing.body.errors).toMatchObject({ expiresOn: [M.expiryRequired], organisationId: [M.organisationRequired] });
    const unknown = await create({ organisationId: 999999 });
    expect(unknown.body.errors.organisationId).toEqual([M.organisationUnknown]);
  });

  it("decides by the app's clock, not the machine's: a month on, the machine's today is in the past", async () => {
    const machineToday = ukToday(new Date());
    advanceClock(31 * 86_400_000);
    try {
      // (a session signed in a month before has ended: the administrator signs in again)
      const account = await db.account.findUniqueOrThrow({ where: { username: "admin" } });
      const later = await signInDirectly(new ApiClient({ ip: "10.96.0.1" }), { accountId: account.id, level: 9, kind: "account" });
      const ask = (expiresOn: string) => later.post("/api/share_links/", { organisationId: hospitalId, expiresOn });
      const past = await ask(machineToday);
      expect(past.status).toBe(422);
      expect(past.body.errors.expiresOn).toEqual([M.expiryInPast]);
      expect((await ask(addDays(machineToday, 100))).status).toBe(200);
    } finally {
      resetClock();
    }
  });

  it("cannot be given a token, hash, use count or creator", async () => {
    const res = await create({ token: "chosen", tokenHash: "x".repeat(64), useCount: 99, createdById: 999 });
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe("chosen");
    expect(res.body.link.useCount).toBe(0);
    expect(res.body.link.createdBy).toBe("admin");
  });
});

describe("POST /api/shared_projects/", () => {
  it("shows a holder, without signing in, the list a quick-access visitor of the organisation sees, and counts each use", async () => {
    const { token, link } = (await create()).body;
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.body.organisation).toEqual({ id: hospitalId, name: HOSPITAL });
    expect(res.body.expiresAt).toBe(link.expiresAt);
    const visitor = await quickAccess(HOSPITAL);
    const seen = await visitor.get<{ projects: Project[] }>("/api/existing_projects/all/");
    expect(res.body.projects).toEqual(seen.body.projects);
    expect(res.body.projects.length).toBeGreaterThan(0);

    await open(token);
    const row = await db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.useCount).toBe(2);
    expect(row.lastUsedAt).not.toBeNull();
    // the holder is not signed in by the link
    const holder = new ApiClient();
    await holder.post("/api/shared_projects/", { token });
    expect((await holder.get("/api/usercheck/")).body.userLevel).toBe(0);
    expect((await holder.get("/api/existing_projects/all/")).status).toBe(403);
  });

  it("stops working at once when revoked, even for a holder who has it open", async () => {
    const { token, link } = (await create()).body;
    const holder = new ApiClient();
    expect((await holder.post("/api/shared_projects/", { token })).status).toBe(200);
    const revoked = await admin.post<{ link: ShareLinkView }>("/api/share_links/revoke/", { id: link.id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.link.status).toBe("revoked");
    const again = await holder.post("/api/shared_projects/", { token });
    expect(again.status).toBe(410);
    expect(again.body.errorMessage).toBe(M.revoked);
    expect(again.body.projects).toBeUndefined();
    const row = await db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.useCount).toBe(1);
    const logged = await db.activityLog.findFirstOrThrow({ where: { action: "share_link.revoke", entityId: link.id } });
    expect(logged.actorName).toBe("admin");
  });

  it("stops working once expired", async () => {
    const { token, link } = (await create()).body;
    await db.shareLink.update({ where: { id: link.id }, data: { expiresAt: new Date(clock.ms() - 1000) } });
    const res = await open(token);
    expect(res.status).toBe(410);
    expect(res.body.errorMessage).toBe(M.expired);
    const list = await admin.get<{ links: ShareLinkView[] }>("/api/share_links/");
    expect(list.body.links.find((l) => l.id === link.id)?.status).toBe("expired");
  });

  it("refuses an unknown or altered token with 404 and an empty one with 422", async () => {
    const { token } = (await create()).body;
    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const res = await open(altered);
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe(M.notValid);
    expect((await open("")).status).toBe(422);
  });
});

describe("GET /api/share_links/ and POST /api/share_links/revoke/", () => {
  it.each(levelsBelow(9))("refuse %s with 403", async (level) => {
    const client = await clientAt(level);
    expect((await client.get("/api/share_links/")).status).toBe(403);
    const [link] = await db.shareLink.findMany({ where: { revokedAt: null }, take: 1 });
    expect((await client.post("/api/share_links/revoke/", { id: link.id })).status).toBe(403);
    expect((await db.shareLink.findUniqueOrThrow({ where: { id: link.id } })).revokedAt).toBeNull();
  });

  it("lists every link newest first with organisation, label, dates, uses and status", async () => {
    const res = await admin.get<{ links: ShareLinkView[] }>("/api/share_links/");
    expect(res.status).toBe(200);
    const statuses = new Set(res.body.links.map((l) => l.status));
    expect(statuses).toEqual(new Set(["active", "revoked", "expired"]));
    const times = res.body.links.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.links[0]).toEqual(
      expect.objectContaining({ organisationName: HOSPITAL, label: "Audit committee", useCount: expect.any(Number) }),
    );
  });

  it("answers 404 when revoking a link that does not exist", async () => {
    expect((await admin.post("/api/share_links/revoke/", { id: 999999 })).status).toBe(404);
  });
});
