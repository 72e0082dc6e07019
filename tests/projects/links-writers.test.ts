import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Who holds which role has one home, lib/projects/links.ts: it alone writes the people links of
// projects and milestones and their role history, so every change of a role writes the same
// things (docs/product.md#my-contributions). This test refuses any other server file that writes
// those tables, by Prisma or by SQL.

const ROOT = path.resolve(__dirname, "../..");
const HOME = "lib/projects/links.ts";
const MODELS = "projectPerson|milestonePerson|projectRoleHistory|milestoneRoleHistory";
const TABLES = "project_person|milestone_person|project_role_history|milestone_role_history";
const PRISMA_WRITE = new RegExp(`\\b(${MODELS})\\.(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)\\b`);
const SQL_WRITE = new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?(${TABLES})\\b`, "i");
// A nested write through a project or milestone (`people: { create … }`) would go past it too.
const NESTED_WRITE = /\bpeople:\s*\{\s*(create|createMany|connectOrCreate|upsert|update|updateMany|delete|deleteMany|set)\b/;

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith("lib/generated/"));
}

describe("one home for who holds which role", () => {
  it("no server file but lib/projects/links.ts writes the people links or their history", () => {
    const writers = [...sources("lib"), ...sources("app")].filter((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      return PRISMA_WRITE.test(text) || SQL_WRITE.test(text) || NESTED_WRITE.test(text);
    });
    expect(writers).toEqual([HOME]);
  });

  it("the patterns find a write where there is one", () => {
    expect(PRISMA_WRITE.test("await tx.milestonePerson.create({ data })")).toBe(true);
    expect(SQL_WRITE.test("INSERT INTO project_person (project_id, person_id, role_id)")).toBe(true);
    expect(SQL_WRITE.test("DELETE FROM milestone_role_history WHERE")).toBe(true);
    expect(NESTED_WRITE.test("data: { people: { create: [{ personId: 1, roleId: 1 }] } }")).toBe(true);
    expect(PRISMA_WRITE.test("tx.projectPerson.findMany({ where })")).toBe(false);
  });
});
