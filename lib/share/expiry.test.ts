import { describe, expect, it } from "vitest";
import { addDays, endOfUkDay, expiryProblem, ukToday } from "./expiry";
import { SHARE_MESSAGES as M } from "./messages";

describe("share-link expiry", () => {
  it("ends just before UK midnight: 23:59:59.999 UTC in winter, 22:59:59.999 UTC in summer", () => {
    expect(endOfUkDay("2026-01-15").toISOString()).toBe("2026-01-15T23:59:59.999Z");
    expect(endOfUkDay("2026-07-15").toISOString()).toBe("2026-07-15T22:59:59.999Z");
    // the clocks change on 29 March and 25 October 2026
    expect(endOfUkDay("2026-03-28").toISOString()).toBe("2026-03-28T23:59:59.999Z");
    expect(endOfUkDay("2026-10-25").toISOString()).toBe("2026-10-25T23:59:59.999Z");
  });

  it("adds days across months and years, and knows the UK date late in the evening", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2026-01-31", 90)).toBe("2026-05-01");
    expect(ukToday(new Date("2026-07-15T23:30:00Z"))).toBe("2026-07-16");
    expect(ukToday(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
  });

  it("refuses a day before today and past 90 days ahead, on the today it is given", () => {
    expect(expiryProblem("2026-11-30", "2026-12-01")).toBe(M.expiryInPast);
    expect(expiryProblem("2026-12-01", "2026-12-01")).toBeNull();
    expect(expiryProblem("2027-03-01", "2026-12-01")).toBeNull();
    expect(expiryProblem("2027-03-02", "2026-12-01")).toBe(M.expiryTooFar);
  });
});
