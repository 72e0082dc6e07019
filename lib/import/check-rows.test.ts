import { describe, expect, it } from "vitest";
import { addressesIn, checkRows } from "./check-rows";
import type { Reference } from "./planned";
import { autoMap } from "./fields";
import { matchName } from "./match-name";

const REF: Reference = {
  statuses: [
    { id: 1, description: "Proposed" },
    { id: 2, description: "Agreed" },
    { id: 998, description: "Abandoned" },
    { id: 999, description: "Completed" },
  ],
  lookingFor: [
    { id: 10, description: "Core" },
    { id: 30, description: "Any" },
    { id: 99, description: "Fully subscribed" },
  ],
  eml: [{ id: 5, description: "Airway management" }],
  rcoa: [{ id: 7, description: "Perioperative medicine" }],
  projectRoles: [
    { id: 1, description: "Lead" },
    { id: 3, description: "Contributor" },
  ],
  milestoneRoles: [
    { id: 1, description: "Lead" },
    { id: 2, description: "Contributor" },
  ],
};

const EXPORT_HEADERS = ["Project", "Start", "Completion", "Status", "EML domains", "RCoA domains", "People", "Milestones", "URL"];

describe("matching names (Did you mean …)", () => {
  it("matches whatever the case and spacing, and suggests the nearest name for a slip", () => {
    expect(matchName("  agreed ", REF.statuses)).toEqual({ item: REF.statuses[1] });
    expect(matchName("Propsed", REF.statuses)).toEqual({ item: null, suggestion: "Proposed" });
    expect(matchName("Airway", REF.eml)).toEqual({ item: null, suggestion: "Airway management" });
    expect(matchName("Banana", REF.statuses)).toEqual({ item: null, suggestion: null });
  });
});

describe("the app's CSV export layout", () => {
  it("maps the export's headers by themselves and reads its cells back", async () => {
    const columns = autoMap(EXPORT_HEADERS);
    expect(columns).toEqual(["project", "start_date", "expected_completion_date", "status", "eml", "rcoa", "people", "milestones", "ignore"]);
    const cells = [
      "Airway days\nA regional programme\nover two lines",
      "12/01/2026",
      "Ongoing",
      "Agreed",
      "Airway management",
      "Perioperative medicine",
      "Priya Raman (Lead) <PRIYA@example.org>; Sam Lee Jones (Contributor) <sam@example.org>",
      "Faculty (recruited)\nfor the days (01/02/2026 - Ongoing, Proposed)\nFirst day (14/03/2026 - 14/03/2026, Completed)",
      "http://localhost:3000/projects/4/",
    ];
    const result = await checkRows(EXPORT_HEADERS, [{ line: 2, cells }], columns, REF, new Set(["priya@example.org"]));
    expect(result.fileProblems).toEqual([]);
    expect(result.rows[0].problems).toEqual([]);
    expect(result.projects).toEqual([
      {
        line: 2,
        shortDescription: "Airway days",
        longDescription: "A regional programme\nover two lines",
        startDate: "2026-01-12",
        endDate: null,
        statusId: 2,
        domains: [5, 7],
        people: [
          { email: "priya@example.org", address: "PRIYA@example.org", firstName: "Priya", lastName: "Raman", role: 1 },
          { email: "sam@example.org", address: "sam@example.org", firstName: "Sam", lastName: "Lee Jones", role: 3 },
        ],
        milestones: [
          { description: "Faculty (recruited)\nfor the days", startDate: "2026-02-01", endDate: null, statusId: 1, lookingForId: 99, domains: [], people: [] },
          { description: "First day", startDate: "2026-03-14", endDate: "2026-03-14", statusId: 999, lookingForId: 99, domains: [], people: [] },
        ],
      },
    ]);
    expect(result.newPeople).toEqual(["sam@example.org"]);
    expect(addressesIn([{ cells }])).toEqual(["priya@example.org", "sam@example.org"]);
  });
});

describe("problems, by row and column", () => {
  const headers = ["Short description", "Long description", "Start date", "Completion date", "Status", "People", "Milestone", "Milestone start date"];
  const columns = autoMap(headers);

  it("names each problem's column and says it in plain words", async () => {
    const rows = [
      { line: 2, cells: ["", "Long", "31/02/2026", "01/01/2026", "Agred", "Solo <solo@example.org>", "", ""] },
      { line: 3, cells: ["", "", "", "", "", "", "Orphan milestone", "2026-13-01"] },
    ];
    const result = await checkRows(headers, rows, columns, REF, new Set());
    expect(result.rows[0].problems).toEqual([
      { column: 0, message: "Short description is empty." },
      { column: 2, message: 'Start date: "31/02/2026" is not a date: please write it as dd/MM/yyyy (or yyyy-MM-dd).' },
      { column: 4, message: 'Status: "Agred" is not a status. Did you mean "Agreed"? Valid: Proposed, Agreed, Abandoned, Completed.' },
      { column: 5, message: 'People: "Solo <solo@example.org>" is not written as Name (Role) <email>.' },
    ]);
    expect(result.rows[1].kind).toBe("milestone");
    expect(result.rows[1].problems).toEqual([
      { column: 7, message: 'Milestone start date: "2026-13-01" is not a date: please write it as dd/MM/yyyy (or yyyy-MM-dd).' },
    ]);
    expect(result.projects).toEqual([]);
  });

  it("names the valid entries of the list for a name it does not know, and cuts a long list short", async () => {
    const eml = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, description: `Theme ${i + 1}` }));
    const ref = { ...REF, eml };
    const cells = ["Project", "Long", "01/02/2026", "", "", "", "", ""];
    const result = await checkRows([...headers, "EML domains"], [{ line: 2, cells: [...cells, "Airway; Theme 3"] }], [...columns, "eml"], ref, new Set());
    const names = eml.slice(0, 12).map((e) => e.description).join(", ");
    expect(result.rows[0].problems).toEqual([{ column: 8, message: `EML domains: "Airway" is not an EML domain. Valid: ${names} and 8 more.` }]);
    const short = await checkRows([...headers, "RCoA domains"], [{ line: 2, cells: [...cells, "Airway"] }], [...columns, "rcoa"], REF, new Set());
    expect(short.rows[0].problems[0].message).toBe('RCoA domains: "Airway" is not an RCoA domain. Valid: Perioperative medicine.');
  });

  it("says what the mapping lacks", async () => {
    const result = await checkRows(["A", "B"], [{ line: 2, cells: ["x", "y"] }], ["status", "status"], REF, new Set());
    expect(result.fileProblems).toEqual([
      'Two columns are mapped to "Status": "A" and "B".',
      'No column is mapped to the projects\' short description ("Short description" or "Project").',
      'No column is mapped to the projects\' "Start date".',
    ]);
  });
});
