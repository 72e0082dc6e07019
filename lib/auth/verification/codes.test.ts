import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, codeHash, newCode } from "./codes";
import { normaliseCode } from "./code-format";

describe("emailed codes", () => {
  it("are 6 characters without look-alikes", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it("compare after removing whitespace and upper-casing", () => {
    expect(normaliseCode(" ab c\t7z9 ")).toBe("ABC7Z9");
    expect(codeHash("login", "A@B.org", "abc 7z9")).toBe(codeHash("login", "a@b.org", "ABC7Z9"));
    expect(codeHash("login", "a@b.org", "ABC7Z9")).not.toBe(codeHash("password_reset", "a@b.org", "ABC7Z9"));
  });
});
