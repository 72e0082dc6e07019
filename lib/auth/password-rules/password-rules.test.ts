import { describe, expect, it } from "vitest";
import { checkNewPassword, PASSWORD_MESSAGES } from "./index";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";
import { isTooSimilar, quickRatio } from "./similarity";

const owner = { username: "lead", firstName: "Priya", lastName: "Raman", email: "lead@example-hospital.org" };

describe("password rules", () => {
  it("computes SequenceMatcher.quick_ratio like Python", () => {
    // difflib.SequenceMatcher(a="abcd", b="bcde").quick_ratio() == 0.75
    expect(quickRatio("abcd", "bcde")).toBe(0.75);
    expect(quickRatio("aab", "ab")).toBe(0.8);
    expect(quickRatio("", "")).toBe(1);
  });

  it("applies Django's similarity rule to parts of an attribute and skips far shorter ones", () => {
    expect(isTooSimilar("priya2026", "Priya")).toBe(true);
    expect(isTooSimilar("hospital-lead", "lead@example-hospital.org")).toBe(true);
    expect(isTooSimilar("Blue-Harbour-Lantern-42", "lead")).toBe(false);
    // 40 characters against a 3-character name: skipped, as Django does
    expect(isTooSimilar("abc".repeat(13) + "x", "abc")).toBe(false);
  });

  it("ships the 20,000 most common passwords and compares in lower case", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(19_000);
    expect(isCommonPassword("PASSWORD")).toBe(true);
    expect(isCommonPassword("Blue-Harbour-Lantern-42")).toBe(false);
  });

  it("reports every broken rule in Django's words", () => {
    expect(checkNewPassword("1234", "1235", owner)).toEqual([
      PASSWORD_MESSAGES.mismatch,
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.common,
      PASSWORD_MESSAGES.numeric,
    ]);
    expect(checkNewPassword("Raman2026", "Raman2026", owner)).toEqual(["The password is too similar to the last name."]);
    expect(checkNewPassword("é".repeat(129), "é".repeat(129), owner)).toEqual([PASSWORD_MESSAGES.tooLong]);
    expect(checkNewPassword("Blue-Harbour-Lantern-42", "Blue-Harbour-Lantern-42", owner)).toEqual([]);
  });
});
