import { describe, expect, it } from "vitest";
import { formatUkDate, formatUkDateTime, parseUkDate } from "./dates";

describe("UK date-time", () => {
  it("shows dd/MM/yyyy, HH:mm in UK time, summer and winter", () => {
    expect(formatUkDateTime("2026-07-01T09:05:00Z")).toBe("01/07/2026, 10:05");
    expect(formatUkDateTime("2026-01-15T09:05:00Z")).toBe("15/01/2026, 09:05");
  });
  it("shows midnight as 00:00, not 24:00", () => {
    expect(formatUkDateTime("2026-01-15T00:00:00Z")).toBe("15/01/2026, 00:00");
  });
  it("shows the last minute of a UK day on that day", () => {
    // A share link chosen to expire on 1 July works until 23:59:59.999 UK time (22:59 UTC).
    expect(formatUkDateTime("2026-07-01T22:59:59.999Z")).toBe("01/07/2026, 23:59");
  });
  it("shows nothing for no date or a bad one, and never throws", () => {
    expect(formatUkDateTime(null)).toBe("");
    expect(formatUkDateTime(undefined)).toBe("");
    expect(formatUkDateTime("")).toBe("");
    expect(formatUkDateTime("not a date")).toBe("");
  });
});

describe("UK dates", () => {
  it("turn yyyy-MM-dd into dd/MM/yyyy and back", () => {
    expect(formatUkDate("2024-03-01")).toBe("01/03/2024");
    expect(parseUkDate("1/3/2024")).toBe("2024-03-01");
    expect(parseUkDate("31/02/2024")).toBeNull();
  });
});
