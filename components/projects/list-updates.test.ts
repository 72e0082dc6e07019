import { describe, expect, it } from "vitest";
import type { Milestone, Project } from "@/lib/projects/types";
import { appendProject, mergeMilestone, removeMilestone, removeProject, replaceProject } from "./list-updates";

const milestone = (id: number, start_date: string): Milestone => ({
  id,
  project: 1,
  description: `M${id}`,
  start_date,
  end_date: null,
  status: 1,
  status_display: "Proposed",
  looking_for: 30,
  looking_for_display: "Any",
  version: 1,
  domains: { eml: [], rcoa: [] },
  people: [],
});

const project = (id: number, milestones: Milestone[] = []): Project => ({
  id,
  short_description: `P${id}`,
  long_description: "",
  start_date: "2025-01-01",
  expected_completion_date: null,
  status: 1,
  status_display: "Proposed",
  version: 1,
  changed_on: "2025-01-01",
  checked_on: null,
  domains: { eml: [], rcoa: [] },
  people: [],
  milestones,
});

describe("list updates after saves and deletes (docs/product.md#behaviour)", () => {
  it("merges a milestone into its project, kept sorted by start date", () => {
    const p = project(1, [milestone(1, "2025-01-01"), milestone(2, "2025-06-01")]);
    const added = mergeMilestone(p, milestone(3, "2025-03-01"));
    expect(added.milestones.map((m) => m.id)).toEqual([1, 3, 2]);
    const moved = mergeMilestone(added, { ...milestone(1, "2025-09-01"), description: "moved" });
    expect(moved.milestones.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(moved.milestones.at(-1)?.description).toBe("moved");
    expect(removeMilestone(moved, 3).milestones.map((m) => m.id)).toEqual([2, 1]);
  });

  it("replaces and removes projects by id, leaving the others as they were", () => {
    const list = [project(1), project(2)];
    const changed = { ...project(2), short_description: "changed" };
    const replaced = replaceProject(list, changed);
    expect(replaced[0]).toBe(list[0]);
    expect(replaced[1].short_description).toBe("changed");
    expect(removeProject(replaced, 1).map((p) => p.id)).toEqual([2]);
  });

  it("appends a new project once, even to a list that was read after it was added", () => {
    const list = [project(1), project(2)];
    expect(appendProject(list, project(3)).map((p) => p.id)).toEqual([1, 2, 3]);
    const readAfter = [project(3), project(1), project(2)];
    expect(appendProject(readAfter, project(3)).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
