import "server-only";
import { formatUkDate } from "@/lib/dates";
import { csvCell } from "@/lib/projects/projects-csv";
import { CONTRIBUTION_TEXTS as T, leadLabel, statusLabel } from "./messages";
import type { Contribution } from "./schemas";

// "My contributions" as CSV, made as the project list's export is (lib/projects/projects-csv.ts):
// UTF-8 with a byte-order mark so Excel reads names with accents, CRLF rows, every cell quoted,
// and a cell a spreadsheet would run as a formula (= + - @) prefixed with a single quote. The
// last column is the project's own address, so a portfolio's reader can follow it back.

const HEADER = ["Type", "Project", "Milestone", "Role", "From", "To", "Status", "Lead", "URL"];

function row(c: Contribution, origin: string): string[] {
  return [
    c.kind === "project" ? T.project : T.milestone,
    c.project,
    c.milestone ?? "",
    c.role,
    formatUkDate(c.from),
    c.to ? formatUkDate(c.to) : T.ongoing,
    statusLabel(c),
    leadLabel(c),
    `${origin}/projects/${c.projectId}/`,
  ];
}

export function contributionsCsv(contributions: Contribution[], origin: string): string {
  const lines = [HEADER, ...contributions.map((c) => row(c, origin))].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
