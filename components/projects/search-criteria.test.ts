import { describe, expect, it } from "vitest";
import { criteriaFromForm, criteriaFromQuery, EMPTY_FORM, formFromCriteria } from "./search-criteria";

describe("search criteria in the dialog and the address", () => {
  it("asks for nothing when the form is empty, so the filter clears (docs/product.md#behaviour)", () => {
    expect(criteriaFromForm(EMPTY_FORM)).toBeNull();
    expect(criteriaFromForm({ ...EMPTY_FORM, andOr: "AND", text: "   " })).toBeNull();
  });

  it("sends only the parts that were filled in, in the shape of docs/product.md#entities", () => {
    expect(criteriaFromForm({ ...EMPTY_FORM, andOr: "AND", text: " sim ", eml: [15], milestoneStatus: [2], lookingFor: [10] })).toEqual({
      andOr: "AND",
      text: "sim",
      domains: { eml: [15], rcoa: undefined },
      status: { project_status: undefined, milestone_status: [2] },
      milestone_looking_for: [10],
    });
  });

  it("survives a round trip through ?q=", () => {
    const criteria = criteriaFromForm({ ...EMPTY_FORM, text: "Siobhán", rcoa: [3, 9], projectStatus: [1] });
    const back = criteriaFromQuery(JSON.stringify(criteria));
    expect(back).toEqual(JSON.parse(JSON.stringify(criteria)));
    expect(formFromCriteria(back)).toMatchObject({ text: "Siobhán", rcoa: [3, 9], projectStatus: [1] });
  });

  it("ignores a malformed or hand-edited link instead of breaking the page", () => {
    expect(criteriaFromQuery("{not json")).toBeNull();
    expect(criteriaFromQuery("42")).toBeNull();
    expect(criteriaFromQuery(JSON.stringify({ andOr: "XOR", domains: { eml: ["1", -2, 3.5, 7] } }))).toEqual({
      andOr: "OR",
      domains: { eml: [7], rcoa: undefined },
    });
  });
});
