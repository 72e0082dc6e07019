import "server-only";
import { formatUkDate } from "@/lib/dates";
import { env } from "@/lib/env";
import type { Project } from "./types";

// The project list as CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads
// accents), CRLF rows, every cell quoted, and cells that a spreadsheet would run as a formula
// prefixed with a single quote (OWASP CSV injection). The last column is each project's own
// address, so a row can be followed back to the directory.

const HEADER = ["Project", "Start", "Completion", "Status", "EML domains", "RCoA domains", "People", "Milestones", "URL"];
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const dateRange = (start: string, end: string | null) =>
  `${formatUkDate(start)} - ${end ? formatUkDate(end) : "Ongoing"}`;

function row(project: Project, origin: string): string[] {
  return [
    `${project.short_description}\n${project.long_description}`,
    formatUkDate(project.start_date),
    project.expected_completion_date ? formatUkDate(project.expected_completion_date) : "Ongoing",
    project.status_display,
    project.domains.eml.map((d) => d.description).join("; "),
    project.domains.rcoa.map((d) => d.description).join("; "),
    project.people.map((p) => `${p.name} (${p.role_display}) <${p.email}>`).join("; "),
    project.milestones
      .map((m) => `${m.description} (${dateRange(m.start_date, m.end_date)}, ${m.status_display})`)
      .join("\n"),
    `${origin}/projects/${project.id}/`,
  ];
}

export function projectsCsv(projects: Project[]): string {
  const origin = env().APP_URL;
  const lines = [HEADER, ...projects.map((project) => row(project, origin))].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
