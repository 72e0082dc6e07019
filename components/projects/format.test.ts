import { describe, expect, it } from "vitest";
import type { PersonOnItem } from "@/lib/projects/types";
import { dateRange, groupByRole, lookingForText } from "./format";

const person = (id: number, role: number, role_display: string): PersonOnItem => ({
  id,
  name: `Person ${id}`,
  first_name: "Person",
  last_name: String(id),
  email: `p${id}@example.org`,
  role,
  role_display,
});

describe("the project card's display rules (docs/product.md#projects-screen)", () => {
  it("shows dates as dd/MM/yyyy and an open end as Ongoing", () => {
    expect(dateRange("2024-09-01", "2026-03-31")).toBe("01/09/2024 - 31/03/2026");
    expect(dateRange("2024-09-01", null)).toBe("01/09/2024 - Ongoing");
  });

  it("says Fully Subscribed for looking_for 99, otherwise what is looked for", () => {
    expect(lookingForText({ looking_for: 99, looking_for_display: "Fully subscribed", end_date: null })).toBe("Fully Subscribed");
    expect(lookingForText({ looking_for: 20, looking_for_display: "Higher", end_date: null })).toBe("Looking for: Higher");
  });

  it("says Ended, not Looking for, once the end date is before the server's day", () => {
    const milestone = { looking_for: 20, looking_for_display: "Higher", end_date: "2026-11-30" };
    expect(lookingForText(milestone, "2026-12-01")).toBe("Ended");
    expect(lookingForText(milestone, "2026-11-30")).toBe("Looking for: Higher");
    expect(lookingForText(milestone)).toBe("Looking for: Higher");
  });

  it("groups people under their role heading, the lead's group first", () => {
    const groups = groupByRole([person(1, 3, "Contributor"), person(2, 1, "Lead"), person(3, 3, "Contributor")]);
    expect(groups.map((g) => [g.heading, g.people.map((p) => p.id)])).toEqual([
      ["Lead", [2]],
      ["Contributor", [1, 3]],
    ]);
  });
});
