import { describe, expect, it } from "vitest";
import { RETURN_PATH_MAX, safeReturnPath } from "./return-path";

describe("the return path of a sign-in", () => {
  it("keeps a path of this site, its query string included", () => {
    expect(safeReturnPath("/profile/")).toBe("/profile/");
    expect(safeReturnPath("/download_my_data/?token=12-abcDEF_-xyz")).toBe("/download_my_data/?token=12-abcDEF_-xyz");
    expect(safeReturnPath("/opportunities/?stage=2&q=airway%20skills")).toBe("/opportunities/?stage=2&q=airway%20skills");
    expect(safeReturnPath("/projects/3/")).toBe("/projects/3/");
  });

  it("keeps an encoded slash as the path it is on this site", () => {
    expect(safeReturnPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("drops a fragment and tidies dot segments, staying on the site", () => {
    expect(safeReturnPath("/profile/#passkeys")).toBe("/profile/");
    expect(safeReturnPath("/a/../../profile/")).toBe("/profile/");
  });

  it("ignores another site, a protocol-relative address and a backslash", () => {
    for (const value of ["https://evil.example", "https://evil.example/profile/", "//evil.example", "//evil.example/x", "/\\evil.example", "/\\/evil.example", "\\\\evil.example", "/profile\\..\\x"]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it("ignores a scheme and anything that does not start with one slash", () => {
    for (const value of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,hi", "mailto:a@b.example", "profile/", " /profile/", ""]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it("ignores control characters, which browsers strip to make //", () => {
    for (const value of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/\u0000x", "/x\u007f"]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("ignores the sign-in's own machinery", () => {
    expect(safeReturnPath("/sso/callback/?code=x")).toBeNull();
    expect(safeReturnPath("/api/logout/")).toBeNull();
  });

  it("ignores a path longer than the bound, and what is not a string", () => {
    const longest = `/${"a".repeat(RETURN_PATH_MAX - 1)}`;
    expect(safeReturnPath(longest)).toBe(longest);
    expect(safeReturnPath(`${longest}a`)).toBeNull();
    // Within the bound as typed, beyond it once encoded.
    expect(safeReturnPath(`/${"é".repeat(RETURN_PATH_MAX - 1)}`)).toBeNull();
    for (const value of [null, undefined, 42, ["/profile/"], { toString: () => "/profile/" }]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
