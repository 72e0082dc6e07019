import { describe, expect, it } from "vitest";
import { foldMilestones, marksFromAnswer } from "./search-marks";

const milestones = (...ids: number[]) => ids.map((id) => ({ id }));

describe("search marks", () => {
  it("mark the matched milestones and fold the others the search answered", () => {
    const marks = marksFromAnswer([{ id: 1, milestones: milestones(11, 12, 13), matchedMilestoneIds: [12] }]);
    expect(foldMilestones(milestones(11, 12, 13), marks.get(1))).toEqual({ shown: milestones(12), folded: milestones(11, 13) });
    expect(marks.get(1)?.matched.has(12)).toBe(true);
  });

  it("keep every milestone in sight for a project none of whose milestones matched, or without a search", () => {
    const marks = marksFromAnswer([
      { id: 1, milestones: milestones(11, 12), matchedMilestoneIds: [] },
      { id: 2, milestones: milestones(21) },
    ]);
    expect(marks.size).toBe(0);
    expect(foldMilestones(milestones(11, 12), marks.get(1))).toEqual({ shown: milestones(11, 12), folded: [] });
  });

  it("keep a milestone added since the search in sight, in the project's order", () => {
    const marks = marksFromAnswer([{ id: 1, milestones: milestones(11, 12), matchedMilestoneIds: [12] }]);
    expect(foldMilestones(milestones(10, 11, 12), marks.get(1))).toEqual({ shown: milestones(10, 12), folded: milestones(11) });
  });
});
