import { describe, expect, it } from "vitest";
import { reviewReason } from "./review-rules";

// The badge's reason (docs/product.md#review-reminders): a passed completion date is named before
// an old change, and a check since that date answers it.

const day = { today: "2026-12-01", cutoff: "2025-12-01" };
const project = { status: 1, expected_completion_date: null, changed_on: "2026-11-01", checked_on: null };

describe("why a project needs review", () => {
  it("names nothing for a current project, or a closed one", () => {
    expect(reviewReason(project, day)).toBeNull();
    expect(reviewReason({ ...project, status: 999, changed_on: "2020-01-01" }, day)).toBeNull();
  });

  it("names the last change or check when that is older than the cutoff", () => {
    expect(reviewReason({ ...project, changed_on: "2025-06-01" }, day)).toEqual({ kind: "unchanged", day: "2025-06-01" });
    expect(reviewReason({ ...project, changed_on: "2025-06-01", checked_on: "2025-09-01" }, day)).toEqual({ kind: "unchanged", day: "2025-09-01" });
  });

  it("names a passed completion date first, even on a project changed yesterday, until a check after it", () => {
    const overdue = { ...project, expected_completion_date: "2026-03-31", changed_on: "2026-11-30" };
    expect(reviewReason(overdue, day)).toEqual({ kind: "past_completion", day: "2026-03-31" });
    expect(reviewReason({ ...overdue, changed_on: "2025-01-01" }, day)).toEqual({ kind: "past_completion", day: "2026-03-31" });
    expect(reviewReason({ ...overdue, checked_on: "2026-04-02" }, day)).toBeNull();
  });
});
