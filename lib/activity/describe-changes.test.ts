import { describe, expect, it } from "vitest";
import { describeChanges, type ActivityNames } from "./describe-changes";

const names: ActivityNames = {
  status: new Map([[1, "Proposed"], [2, "Agreed"]]),
  lookingFor: new Map([[10, "Core"]]),
  domain: new Map([[5, "Simulation"], [6, "Airway"]]),
  projectRole: new Map([[1, "Lead"], [2, "Contributor"]]),
  milestoneRole: new Map([[1, "Milestone lead"]]),
};

describe("describeChanges", () => {
  it("lists only the fields that differ, with names for ids and UK dates, never the version", () => {
    const before = { short_description: "A", status: 1, start_date: "2026-01-05", version: 1, domains: { eml: [5], rcoa: [] } };
    const after = { short_description: "B", status: 2, start_date: "2026-01-05", version: 2, domains: { eml: [5, 6], rcoa: [] } };
    expect(describeChanges(before, after, "project", names)).toEqual([
      { field: "Short description", before: "A", after: "B" },
      { field: "Status", before: "Proposed", after: "Agreed" },
      { field: "EML domains", before: "Simulation", after: "Simulation, Airway" },
    ]);
  });

  it("names people with the role of the right list, and shows empty values as (none)", () => {
    const before = { people: [], end_date: null };
    const after = { people: [{ id: 3, name: "Priya Raman", role: 1 }], end_date: "2027-03-31" };
    expect(describeChanges(before, after, "milestone", names)).toEqual([
      { field: "People", before: "(none)", after: "Priya Raman (Milestone lead)" },
      { field: "End date", before: "(none)", after: "31/03/2027" },
    ]);
  });

  it("describes a creation and a deletion against nothing", () => {
    expect(describeChanges(null, { first_name: "Tom" }, "person", names)).toEqual([
      { field: "First name", before: "(none)", after: "Tom" },
    ]);
    expect(describeChanges({ disabled: false }, null, "account", names)).toEqual([
      { field: "Disabled", before: "No", after: "(none)" },
    ]);
  });

  it("shortens very long values", () => {
    const [change] = describeChanges({ long_description: "x" }, { long_description: "y".repeat(1000) }, "project", names);
    expect(change.after.length).toBe(300);
    expect(change.after.endsWith("…")).toBe(true);
  });
});
