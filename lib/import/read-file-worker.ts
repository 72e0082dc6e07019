import "server-only";

// The code of the worker thread that reads an uploaded spreadsheet (read-file.ts): every cell as
// text, the header row and the rows of data, or a code saying why the file is refused.
// Inline code rather than a file, so that it survives bundling (as lib/auth/bcrypt-pool.ts does);
// exceljs and csv-parse are resolved from the app's node_modules at run time. Every cell becomes
// text: dates as yyyy-MM-dd, numbers as written; a formula refuses the file (never evaluated).
export const WORKER_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const { bytes, kind, maxRows, maxColumns } = workerData;
const fail = (code, detail) => parentPort.postMessage({ ok: false, code, detail });
const blank = (cells) => cells.every((c) => c.trim() === "");
function cellText(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if (Array.isArray(value.richText)) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return cellText(value.text);
    if ("error" in value) return String(value.error);
  }
  return String(value);
}
function finish(table) {
  const rows = [];
  let headers = null;
  let headerLine = 0;
  for (const { line, cells } of table) {
    if (blank(cells)) continue;
    if (!headers) { headers = cells; headerLine = line; continue; }
    rows.push({ line, cells });
    if (rows.length > maxRows) return fail("tooManyRows");
  }
  if (!headers) return fail("empty");
  if (!rows.length) return fail("noRows");
  const width = Math.min(maxColumns, Math.max(headers.length, ...rows.map((r) => r.cells.length)));
  const pad = (cells) => Array.from({ length: width }, (_, i) => (cells[i] ?? "").trim());
  // Rows are numbered as the spreadsheet numbers them: the lines between the header and the last
  // row of data that are not rows of data are the empty ones skipped (those below are nobody's).
  const emptyRows = rows[rows.length - 1].line - headerLine - rows.length;
  parentPort.postMessage({ ok: true, headers: pad(headers), rows: rows.map((r) => ({ line: r.line, cells: pad(r.cells) })), emptyRows });
}
async function readXlsx() {
  const ExcelJS = require("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes));
  } catch {
    return fail("notXlsx");
  }
  const sheet = workbook.worksheets.find((w) => w.state === "visible") || workbook.worksheets[0];
  if (!sheet) return fail("empty");
  const table = [];
  let formula = null;
  let over = false;
  let data = 0;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (formula || over) return;
    const cells = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const v = cell.value;
      if (v && typeof v === "object" && ("formula" in v || "sharedFormula" in v)) formula = formula || cell.address;
      if (column <= maxColumns) cells[column - 1] = cellText(v);
    });
    for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = "";
    if (!blank(cells) && ++data > maxRows + 1) over = true;
    table.push({ line: number, cells });
  });
  if (formula) return fail("formula", formula);
  if (over) return fail("tooManyRows");
  finish(table);
}
function readCsv() {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail("notUtf8");
  }
  if (text.includes("\\u0000")) return fail("notText");
  const firstLine = text.replace(/^\\uFEFF/, "").split(/\\r?\\n/, 1)[0].replace(/"[^"]*"/g, "");
  const counts = [",", ";", "\\t"].map((d) => [d, firstLine.split(d).length - 1]);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0][1] > 0 ? counts[0][0] : ",";
  // Empty lines (and rows of separators only) at the end are nobody's data: dropped before
  // parsing, so a million of them cost nothing.
  let end = text.length;
  while (end > 0 && " \\t\\r\\n,;".includes(text[end - 1])) end--;
  text = text.slice(0, end);
  const { parse } = require("csv-parse/sync");
  const limit = maxRows * 3;
  let records;
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      to: limit,
    });
  } catch (error) {
    return fail("badCsv", error && error.lines ? String(error.lines) : undefined);
  }
  if (records.length >= limit) return fail("tooManyRows");
  // A row's number as a spreadsheet shows it: records so far, and the empty lines skipped.
  const table = records.map(({ record, info }) => ({
    line: info.records + info.empty_lines,
    cells: record.map((c) => c.replace(/^'(?=[=+\\-@\\t\\r])/, "")),
  }));
  finish(table);
}
(kind === "xlsx" ? readXlsx() : Promise.resolve(readCsv())).catch((error) => fail("unreadable", String(error && error.message)));
`;
