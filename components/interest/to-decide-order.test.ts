import { describe, expect, it } from "vitest";
import type { OpenRequest, ToDecideGroup } from "@/lib/interest/schemas";
import { listed, nextAfter, placesText, sortGroups } from "./to-decide-order";

const request = (id: number, day: number, stage: OpenRequest["stage"]): OpenRequest => ({
  id,
  milestone: 0,
  milestone_description: "",
  first_name: "A",
  last_name: String(id),
  email: `${id}@example.org`,
  stage,
  message: "",
  organisation: null,
  created_at: `2026-03-${String(day).padStart(2, "0")}T09:00:00.000Z`,
});
const group = (milestone: number, requests: OpenRequest[]): ToDecideGroup => ({
  project: 1,
  project_title: "P",
  milestone,
  milestone_description: "M",
  places: null,
  people: 0,
  requests,
});
const groups = [group(1, [request(11, 5, "other"), request(12, 2, "core")]), group(2, [request(21, 1, "consultant"), request(22, 9, "higher")])];

describe("To decide's order", () => {
  it("sorts within groups and orders the groups by their first request", () => {
    expect(listed(sortGroups(groups, "oldest"))).toEqual([21, 22, 12, 11]);
    expect(listed(sortGroups(groups, "newest"))).toEqual([22, 21, 11, 12]);
    expect(listed(sortGroups(groups, "stage"))).toEqual([12, 11, 22, 21]);
  });

  it("moves on to the next request still there, else the one before, else none", () => {
    expect(nextAfter([1, 2, 3], [2], [1, 3])).toBe(3);
    expect(nextAfter([1, 2, 3], [3], [1, 2])).toBe(2);
    // Declined together, or closed by an accept that filled the milestone: past all of them.
    expect(nextAfter([1, 2, 3, 4], [2, 3], [1, 4])).toBe(4);
    expect(nextAfter([1, 2, 3], [2], [1])).toBe(1);
    expect(nextAfter([1], [1], [])).toBeNull();
    expect(nextAfter([1], [1], [7])).toBe(7);
  });

  it("says how full the milestone is", () => {
    expect(placesText({ places: 5, people: 2 })).toBe("2 of 5 places filled");
    expect(placesText({ places: null, people: 1 })).toBe("1 person on it");
    expect(placesText({ places: null, people: 0 })).toBe("0 people on it");
  });
});
