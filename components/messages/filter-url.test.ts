import { describe, expect, it } from "vitest";
import { NO_FILTER } from "./ActivityFilters";
import { paramsFromView, viewFromParams } from "./filter-url";

const read = (query: string) => viewFromParams(new URLSearchParams(query));

describe("the Messages filters in the address", () => {
  it("reads the filters and the page", () => {
    expect(read("projectId=3&personId=7&from=2026-01-01&to=2026-02-01&page=2")).toEqual({
      filter: { projectId: 3, personId: 7, from: "2026-01-01", to: "2026-02-01" },
      page: 2,
    });
  });

  it("shows the whole log, first page, without parameters", () => {
    expect(read("")).toEqual({ filter: NO_FILTER, page: 1 });
  });

  it("survives a round trip and leaves out what is not set", () => {
    const view = { filter: { ...NO_FILTER, personId: 12, from: "2025-12-31" }, page: 4 };
    const params = paramsFromView(view);
    expect(params).toEqual({ projectId: null, personId: "12", from: "2025-12-31", to: null, page: "4" });
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null));
    expect(viewFromParams(query)).toEqual(view);
    expect(paramsFromView({ filter: NO_FILTER, page: 1 }).page).toBeNull();
  });

  it("ignores a link the filter's own rules refuse instead of failing to load", () => {
    for (const bad of ["projectId=abc", "projectId=-3", "from=2026-13-45", "from=2026-02-01&to=2026-01-01", "page=0", "page=x", "personId=99999999999"]) {
      expect(read(bad), bad).toEqual({ filter: NO_FILTER, page: 1 });
    }
  });
});
