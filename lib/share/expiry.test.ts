import { describe, expect, it } from "vitest";
import { addDays, endOfUkDay, ukToday } from "./expiry";

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
});
