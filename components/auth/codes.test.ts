import { describe, expect, it } from "vitest";
import { fitCodeEntry, isUuidV4, normaliseTotpCode } from "./codes";
import { carryReturnPath, landingAfterCode, landingAfterLink, returnPathIn, returnPathOr, safeRedirect } from "./landing";

describe("code entry", () => {
  it("strips whitespace, upper-cases and keeps 6 characters of a pasted code", () => {
    expect(fitCodeEntry(" ab c\t12 3x ")).toBe("ABC123");
  });
  it("keeps only the digits of an authenticator code", () => {
    expect(normaliseTotpCode("123 456 7")).toBe("123456");
    expect(normaliseTotpCode("12-34")).toBe("1234");
  });
  it("accepts only version-4 UUIDs as link ids", () => {
    expect(isUuidV4("0b6c1c9e-3a1f-4c55-9d0e-6a3f2b1c4d5e")).toBe(true);
    expect(isUuidV4("0b6c1c9e-3a1f-1c55-9d0e-6a3f2b1c4d5e")).toBe(false);
    expect(isUuidV4("not-a-uuid")).toBe(false);
    expect(isUuidV4(null)).toBe(false);
  });
});

describe("where a sign-in lands", () => {
  it("sends quick access to all projects and accounts to their own after a code", () => {
    expect(landingAfterCode(2)).toBe("/all_projects/");
    expect(landingAfterCode(3)).toBe("/my_projects/");
    expect(landingAfterCode(9)).toBe("/my_projects/");
  });
  it("sends level 2 to all projects and level 3 and above to the profile after a link", () => {
    expect(landingAfterLink(2)).toBe("/all_projects/");
    expect(landingAfterLink(3)).toBe("/profile/");
  });
  it("follows only redirects to paths on this site", () => {
    expect(safeRedirect("/twofactor/", "/profile/")).toBe("/twofactor/");
    expect(safeRedirect("//evil.example/", "/profile/")).toBe("/profile/");
    expect(safeRedirect("https://evil.example/", "/profile/")).toBe("/profile/");
    expect(safeRedirect(undefined, "/profile/")).toBe("/profile/");
  });
  it("goes back to the login page's ?next= when it is a path on this site", () => {
    const next = `?next=${encodeURIComponent("/download_my_data/?token=7-abc")}`;
    expect(returnPathIn(next)).toBe("/download_my_data/?token=7-abc");
    expect(returnPathOr("/profile/", next)).toBe("/download_my_data/?token=7-abc");
    expect(returnPathOr("/my_projects/", "")).toBe("/my_projects/");
    for (const unsafe of ["https://evil.example", "//evil.example", "/\\evil", "javascript:alert(1)"]) {
      expect(returnPathOr("/profile/", `?next=${encodeURIComponent(unsafe)}`), unsafe).toBe("/profile/");
    }
  });
  it("carries a safe ?next= on to the TOTP step, and nothing else", () => {
    const next = `?next=${encodeURIComponent("/download_my_data/?token=7-abc")}`;
    expect(carryReturnPath("/twofactor/", next)).toBe("/twofactor/?next=%2Fdownload_my_data%2F%3Ftoken%3D7-abc");
    expect(returnPathIn(carryReturnPath("/twofactor/", next).slice("/twofactor/".length))).toBe("/download_my_data/?token=7-abc");
    expect(carryReturnPath("/twofactor/", "?next=%2F%2Fevil.example")).toBe("/twofactor/");
    expect(carryReturnPath("/twofactor/", "")).toBe("/twofactor/");
  });
});
