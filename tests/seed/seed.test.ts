import { PrismaPg } from "@prisma/adapter-pg";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDemo, seedReferenceLists } from "@/prisma/seed";
import { bcryptInput } from "@/lib/auth/password-format";
import { hashPassword } from "@/prisma/seed/hash";
import { resetDatabase } from "../setup/reset-db";
import {
  milestoneRoles,
  projectsWithRole,
  projectsWithout,
  projectsWithoutEmailDomain,
  tableCounts,
} from "./seed-queries";

const DEMO_PASSWORD = "Seed-Test-Password-2026";
let db: PrismaClient;
let firstRun: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  // The seed's hashes are asserted as the app's own: at the real cost, not the suite's least.
  vi.stubEnv("PASSWORD_COST_FOR_TESTS", "");
  await resetDatabase();
  db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
  firstRun = await seedDemo(db, { demoPassword: DEMO_PASSWORD });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await db?.$disconnect();
});

describe("seedDemo", () => {
  it("creates the demo once; a second run changes nothing", async () => {
    expect(firstRun.created).toBe(true);
    const before = await tableCounts(db);
    const texts = await db.project.findMany({ select: { id: true, searchText: true, updatedAt: true } });

    const second = await seedDemo(db, { demoPassword: "another-password" });
    await seedReferenceLists(db);

    expect(second).toEqual({ created: false, projectIds: [] });
    expect(await tableCounts(db)).toEqual(before);
    expect(await db.project.findMany({ select: { id: true, searchText: true, updatedAt: true } })).toEqual(texts);
  }, 30_000);

  it("seeds the reference lists of docs/product.md#readings", async () => {
    const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
    expect(await ids(db.status.findMany({ orderBy: { sortOrder: "asc" } }))).toEqual([1, 2, 998, 999]);
    expect(await ids(db.lookingFor.findMany({ orderBy: { sortOrder: "asc" } }))).toEqual([10, 20, 30, 99]);
    expect((await db.projectRole.findUnique({ where: { id: 1 } }))?.description).toBe("Lead");
    expect((await db.milestoneRole.findUnique({ where: { id: 1 } }))?.description).toBe("Lead");
    expect(await db.domain.count({ where: { taxonomy: "rcoa" } })).toBe(14);
    expect(await db.domain.count({ where: { taxonomy: "eml" } })).toBeGreaterThanOrEqual(8);
  });

  it("moves the sequences past the fixed ids, so an admin's new role does not collide", async () => {
    const role = await db.projectRole.create({ data: { description: "Observer" } });
    const domain = await db.domain.create({ data: { taxonomy: "eml", description: "Patient safety" } });
    expect(role.id).toBeGreaterThan(5);
    expect(domain.id).toBeGreaterThan(24);
    await db.projectRole.delete({ where: { id: role.id } });
    await db.domain.delete({ where: { id: domain.id } });
  });

  it("creates the four accounts, verified, with their levels and linked people", async () => {
    const accounts = await db.account.findMany({ include: { person: true }, orderBy: { level: "desc" } });
    expect(accounts.map((a) => [a.username, a.email, a.level, a.emailVerified])).toEqual([
      ["admin", "admin@example.org", 9, 2],
      ["editor", "editor@example.org", 6, 2],
      ["lead", "lead@example-hospital.org", 3, 2],
      ["member", "member@example-hospital.org", 3, 2],
    ]);
    for (const account of accounts) {
      expect(account.person?.email).toBe(account.email);
      expect(account.person?.firstName).not.toBe("");
    }
  });

  it("stores bcrypt cost-12 hashes that verify against the demo password", async () => {
    const { passwordHash } = await db.account.findUniqueOrThrow({ where: { username: "lead" } });
    expect(passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(await bcrypt.compare(bcryptInput(DEMO_PASSWORD), passwordHash!)).toBe(true);
    expect(await bcrypt.compare(bcryptInput("another-password"), passwordHash!)).toBe(false);
  });

  it("gives the lead role 1 on two or more projects and no place on several others", async () => {
    const led = await projectsWithRole(db, "lead", 1);
    expect(led.length).toBeGreaterThanOrEqual(2);
    expect(led).toEqual(firstRun.projectIds.slice(0, 2));
    expect(await projectsWithout(db, "lead")).toBeGreaterThanOrEqual(3);
  });

  it("gives the member other roles but never role 1", async () => {
    expect(await projectsWithRole(db, "member", 1)).toEqual([]);
    expect((await projectsWithRole(db, "member", null)).length).toBeGreaterThan(0);
    const onMilestones = await milestoneRoles(db, "member");
    expect(onMilestones.length).toBeGreaterThan(0);
    expect(onMilestones).not.toContain(1);
  });

  it("links two organisations and leaves three or more projects outside the hospital's", async () => {
    const organisations = await db.organisation.findMany({ include: { domains: true }, orderBy: { name: "asc" } });
    expect(organisations.map((o) => [o.name, o.domains.map((d) => d.domain)])).toEqual([
      ["Example Teaching Hospital", ["example-hospital.org"]],
      ["Northern School of Anaesthesia", ["northern-school.example"]],
    ]);
    expect(await projectsWithoutEmailDomain(db, "example-hospital.org")).toBeGreaterThanOrEqual(3);
    expect(await projectsWithoutEmailDomain(db, "northern-school.example")).toBeGreaterThanOrEqual(1);
  });

  it("covers every status, every looking-for value and projects with no end date", async () => {
    const projects = await db.project.findMany({ include: { milestones: true, domains: true } });
    const milestones = projects.flatMap((p) => p.milestones);
    expect(projects.length).toBeGreaterThanOrEqual(12);
    expect(new Set(projects.map((p) => p.statusId))).toEqual(new Set([1, 2, 998, 999]));
    expect(new Set(milestones.map((m) => m.lookingForId))).toEqual(new Set([10, 20, 30, 99]));
    expect(projects.filter((p) => p.milestones.length >= 2).length).toBeGreaterThanOrEqual(3);
    expect(projects.some((p) => p.expectedCompletionDate === null)).toBe(true);
    expect(projects.every((p) => p.domains.length > 0 && p.shortDescription.length <= 200)).toBe(true);
    const dates = [...projects.map((p) => p.startDate), ...milestones.flatMap((m) => [m.startDate, m.endDate])];
    for (const date of dates.filter((d): d is Date => d !== null)) {
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2023);
      expect(date.getUTCFullYear()).toBeLessThanOrEqual(2027);
    }
    const people = await db.person.count();
    expect(people).toBeGreaterThanOrEqual(15);
    expect(people).toBeLessThanOrEqual(20);
  });
});

/** The database's own refresh of search_text (the one its triggers call), over every project. */
async function refreshAllSearchText(): Promise<number> {
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT refresh_project_search_text(ARRAY(SELECT id FROM project)) AS n`;
  return n;
}

describe("search_text", () => {
  it("fills search_text in lower case without accents, with milestones and names", async () => {
    const projects = await db.project.findMany({ select: { searchText: true } });
    for (const { searchText } of projects) {
      expect(searchText.length).toBeGreaterThan(0);
      expect(searchText).toBe(searchText.toLowerCase());
      expect(searchText.normalize("NFD")).not.toMatch(/[\u0300-\u036f]/);
    }
    const all = projects.map((p) => p.searchText).join(" ");
    expect(all).toContain("siobhan kelly");
    expect(all).toContain("jose alvarez");
    expect(all).toContain("scope the course and recruit"); // a milestone description
  });

  it("is kept current by the database: a rename reaches the projects the person is on, and only those", async () => {
    expect(await refreshAllSearchText()).toBe(0);
    const lead = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
    const onProject = { people: { some: { personId: lead.id } } };
    const onMilestone = { milestones: { some: { people: { some: { personId: lead.id } } } } };
    const theirs = await db.project.findMany({ where: { OR: [onProject, onMilestone] }, select: { id: true } });
    const texts = async () =>
      new Map((await db.project.findMany({ select: { id: true, searchText: true } })).map((p) => [p.id, p.searchText]));
    expect(theirs.length).toBeGreaterThan(0);
    await db.person.update({ where: { id: lead.id }, data: { lastName: "Ramán-Ng" } });
    try {
      const renamed = [...(await texts())].filter(([, text]) => text.includes("raman-ng")).map(([id]) => id);
      expect(renamed.sort()).toEqual(theirs.map((p) => p.id).sort());
      expect(renamed.length).toBeLessThan(firstRun.projectIds.length);
      // The triggers wrote exactly what a full refresh would.
      expect(await refreshAllSearchText()).toBe(0);
    } finally {
      await db.person.update({ where: { id: lead.id }, data: { lastName: lead.lastName } });
    }
    expect([...(await texts()).values()].some((text) => text.includes("raman-ng"))).toBe(false);
  });
});

describe("hashPassword", () => {
  it("pre-hashes passwords longer than 72 bytes so no byte is ignored", async () => {
    const long = "é".repeat(40); // 80 bytes in UTF-8
    expect(bcryptInput(long)).not.toBe(long);
    expect(bcryptInput("short enough")).toBe("short enough");
    // NFKC: the compatibility ligature "ﬁ" and "fi" are the same password.
    expect(bcryptInput("\ufb01ne-password")).toBe("fine-password");
    const hash = await hashPassword(long);
    expect(await bcrypt.compare(bcryptInput(long), hash)).toBe(true);
    expect(await bcrypt.compare(bcryptInput(`${long.slice(0, -1)}e`), hash)).toBe(false);
  }, 20_000);
});
