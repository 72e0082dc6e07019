import type { ImportPreview } from "@/lib/import/schemas";

// The preview's summary in one sentence, from the counts the server answers
// (docs/product.md#importing-projects): what Import would write, or why nothing yet, and the rows
// it leaves out. An import is all rows or none, so a row with a problem holds back the whole file
// until it is corrected; it is never left out silently.

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

export function summaryText(preview: ImportPreview): string {
  const s = preview.summary;
  const empty = s.rowsLeftOut.empty;
  const leftOut = empty ? `${count(empty, "empty row is", "empty rows are")} left out.` : "No row is left out.";
  if (s.rowsToImport > 0) {
    const milestones = s.milestones ? ` with ${count(s.milestones, "milestone", "milestones")}` : "";
    const people = s.newPeople ? `, adding ${count(s.newPeople, "person", "people")} to the directory` : "";
    return `${count(s.rowsToImport, "row", "rows")} will be imported as ${count(s.projects, "project", "projects")}${milestones}${people}. ${leftOut}`;
  }
  const wrong = [
    s.rowsWithProblems ? `${count(s.rowsWithProblems, "row has", "rows have")} problems` : "",
    preview.fileProblems.length ? "the columns need attention" : "",
  ].filter(Boolean);
  const why = wrong.length ? `${wrong.join(" and ")}, so nothing is imported yet: correct them below and choose Check again.` : "no row makes a project, so nothing is imported.";
  return `${count(s.rowsRead, "row", "rows")} read. ${why[0].toUpperCase()}${why.slice(1)} ${leftOut}`;
}
