import { describe, expect, it } from "vitest";
import { formatSentAt } from "./format-sent";

describe("verification email sent time", () => {
  it("shows dd/MM/yyyy HH:mm in UK time, summer and winter", () => {
    expect(formatSentAt("2026-07-01T09:05:00Z")).toBe("01/07/2026 10:05");
    expect(formatSentAt("2026-01-15T09:05:00Z")).toBe("15/01/2026 09:05");
  });
  it("shows nothing for no date", () => {
    expect(formatSentAt(null)).toBe("");
    expect(formatSentAt("not a date")).toBe("");
  });
});
