import { describe, expect, it } from "vitest";
import { criteriaFromForm, EMPTY_FORM } from "./search-criteria";
import { criteriaFromParams, paramsFromCriteria, withSearch } from "./search-url";

const params = (query: string) => new URLSearchParams(query);

describe("a project search in the page's address", () => {
  it("reads the readable form", () => {
    expect(criteriaFromParams(params("text=airway&status=1,2&andOr=and"))).toEqual({
      andOr: "AND",
      text: "airway",
      status: { project_status: [1, 2], milestone_status: undefined },
    });
    expect(criteriaFromParams(params("eml=3&rcoa=4,5&milestoneStatus=6&lookingFor=10"))).toEqual({
      andOr: "OR",
      domains: { eml: [3], rcoa: [4, 5] },
      status: { project_status: undefined, milestone_status: [6] },
      milestone_looking_for: [10],
    });
  });

  it("still accepts the old ?q= JSON form, so links shared before keep working", () => {
    const old = JSON.stringify({ andOr: "AND", text: "Siobhán", domains: { eml: [15] } });
    expect(criteriaFromParams(params(`q=${encodeURIComponent(old)}`))).toEqual({
      andOr: "AND",
      text: "Siobhán",
      domains: { eml: [15], rcoa: undefined },
    });
    expect(criteriaFromParams({ q: old })).toMatchObject({ text: "Siobhán" });
  });

  it("prefers the readable form when a link carries both", () => {
    expect(criteriaFromParams(params(`q=${encodeURIComponent('{"text":"old"}')}&text=new`))).toMatchObject({ text: "new" });
  });

  it("survives a round trip, accents and commas in the text included", () => {
    const criteria = criteriaFromForm({ ...EMPTY_FORM, andOr: "AND", text: "Zoë, airway & co", eml: [2, 9], projectStatus: [1], lookingFor: [10] });
    const url = withSearch(new URL("http://x/all_projects/?project=4"), criteria);
    expect(url.searchParams.get("project")).toBe("4");
    expect(url.searchParams.get("andOr")).toBe("and");
    expect(criteriaFromParams(url.searchParams)).toEqual(criteria);
  });

  it("clears every search parameter, old and new, when the search is cleared", () => {
    const url = withSearch(new URL("http://x/my_projects/?q=%7B%7D&text=a&eml=1&andOr=and&project=3"), null);
    expect(url.search).toBe("?project=3");
    expect(paramsFromCriteria(null)).toEqual({});
  });

  it("ignores malformed or hand-edited values instead of breaking the page", () => {
    expect(criteriaFromParams(params("eml=abc,-2,3.5,0,7,99999999999&andOr=xor"))).toEqual({
      andOr: "OR",
      domains: { eml: [7], rcoa: undefined },
    });
    expect(criteriaFromParams(params("andOr=and"))).toBeNull();
    expect(criteriaFromParams(params("q=%7Bnot%20json"))).toBeNull();
    expect(criteriaFromParams(params(""))).toBeNull();
    expect(criteriaFromParams(null)).toBeNull();
    expect(criteriaFromParams(params(`text=${"x".repeat(500)}`))?.text).toHaveLength(200);
  });
});
