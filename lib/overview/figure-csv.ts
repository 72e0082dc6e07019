import "server-only";
import { csvCell } from "@/lib/projects/projects-csv";
import type { Figure } from "./figure";

// A figure's numbers as CSV, made as the project list's export is (lib/projects/projects-csv.ts):
// UTF-8 with a byte-order mark, CRLF rows, every cell quoted and safe from formulas. The first
// row names the columns, as the table on the page does.

export function figureCsv(figure: Figure): string {
  const { rowHeader, columns, rows } = figure.table;
  const lines = [[rowHeader, ...columns], ...rows.map((r) => [r.label, ...r.cells.map(String)])].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
