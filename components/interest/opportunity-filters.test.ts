import { describe, expect, it } from "vitest";
import { opportunitiesQuerySchema } from "@/lib/interest/opportunity-schemas";
import { filterFromParams, isFiltered, NO_FILTER, paramsOf, queryOf, savedCriteriaOf } from "./opportunity-filters";

// Open to join's filters in the address (docs/product.md#open-to-join): read from a link without
// breaking on a malformed one, written back, sent as the call's query and saved as a search.

describe("the board's filters in the address", () => {
  it("reads a link's stage, domains and text, and writes them back as they were", () => {
    const filter = filterFromParams(new URLSearchParams("stage=20&eml=3&rcoa=7&q=%20airway%20"));
    expect(filter).toEqual({ stage: 20, eml: 3, rcoa: 7, q: "airway" });
    expect(paramsOf(filter)).toEqual({ stage: "20", eml: "3", rcoa: "7", q: "airway" });
    expect(isFiltered(filter)).toBe(true);
  });

  it("leaves out what it cannot read, and takes the first of a domain list", () => {
    expect(filterFromParams(new URLSearchParams("stage=99&eml=abc&rcoa=4,9&q="))).toEqual({ ...NO_FILTER, rcoa: 4 });
    expect(filterFromParams(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(200);
    expect(isFiltered(filterFromParams(new URLSearchParams("")))).toBe(false);
    expect(paramsOf(NO_FILTER)).toEqual({ stage: null, eml: null, rcoa: null, q: null });
  });

  it("sends only what is set, in a form the call's own schema reads", () => {
    const query = queryOf({ stage: 10, eml: null, rcoa: 5, q: "sim" });
    expect(query).toEqual({ stage: "10", rcoa: "5", q: "sim" });
    expect(opportunitiesQuerySchema.parse(query)).toEqual({ stage: 10, eml: [], rcoa: [5], q: "sim" });
  });

  it("saves as a search of projects with a milestone looking for that stage (any of the three when none)", () => {
    expect(savedCriteriaOf({ stage: 20, eml: 3, rcoa: null, q: "airway" })).toEqual({
      andOr: "AND",
      text: "airway",
      domains: { eml: [3], rcoa: [] },
      milestone_looking_for: [20],
    });
    expect(savedCriteriaOf(NO_FILTER)).toEqual({ andOr: "AND", milestone_looking_for: [10, 20, 30] });
  });
});
