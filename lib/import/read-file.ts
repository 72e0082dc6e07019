import "server-only";
import { Worker } from "node:worker_threads";
import { unzipSync } from "fflate";
import { Invalid, Unavailable } from "@/lib/errors";
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";

// Reads an uploaded spreadsheet into its cells, as text, off the request thread: exceljs (.xlsx)
// and csv-parse (CSV) run in a worker thread with a memory limit and a time limit, so a large or
// hostile file can neither stall other requests nor take the server's memory
// (docs/decisions/037-import-projects.md). The type is told by the content, never by the name:
// a ZIP's magic bytes for .xlsx, else text that must be UTF-8.

export type Grid = { headers: string[]; rows: { line: number; cells: string[] }[] };

/** What a workbook may unpack to, in all: far beyond 5,000 rows of text, far below a zip bomb. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const WORKER_TIME_LIMIT_MS = 20_000;
const WORKER_MEMORY_MB = 384;
/** Files read at once by one instance, and how many more may wait: memory stays bounded. */
const READERS = 2;
const WAITING = 8;

let reading = 0;
const queue: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (reading < READERS) {
    reading++;
    return;
  }
  if (queue.length >= WAITING) throw new Unavailable(M.busy, 30);
  await new Promise<void>((resolve) => queue.push(resolve));
  reading++;
}

function endTurn(): void {
  reading--;
  queue.shift()?.();
}

// Inline code rather than a file, so that it survives bundling (as lib/auth/bcrypt-pool.ts does);
// exceljs and csv-parse are resolved from the app's node_modules at run time. Every cell becomes
// text: dates as yyyy-MM-dd, numbers as written; a formula refuses the file (never evaluated).
const WORKER_CODE = `
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
  for (const { line, cells } of table) {
    if (blank(cells)) continue;
    if (!headers) { headers = cells; continue; }
    rows.push({ line, cells });
    if (rows.length > maxRows) return fail("tooManyRows");
  }
  if (!headers) return fail("empty");
  if (!rows.length) return fail("noRows");
  const width = Math.min(maxColumns, Math.max(headers.length, ...rows.map((r) => r.cells.length)));
  const pad = (cells) => Array.from({ length: width }, (_, i) => (cells[i] ?? "").trim());
  parentPort.postMessage({ ok: true, headers: pad(headers), rows: rows.map((r) => ({ line: r.line, cells: pad(r.cells) })) });
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

type WorkerAnswer = { ok: true; headers: string[]; rows: Grid["rows"] } | { ok: false; code: string; detail?: string };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** What kind of file the bytes are; a clear refusal for what is neither .xlsx nor CSV. */
function kindOf(bytes: Uint8Array): "xlsx" | "csv" {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "xlsx";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new Invalid({ file: [M.oldExcel] });
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) throw new Invalid({ file: [M.wrongType] });
  return "csv";
}

/** A workbook's entries by their declared sizes, read from the ZIP's directory without unpacking. */
function checkWorkbookSize(bytes: Uint8Array): void {
  let unpacked = 0;
  let workbook = false;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        if (entry.name === "xl/workbook.xml") workbook = true;
        return false;
      },
    });
  } catch {
    throw new Invalid({ file: [M.notXlsx] });
  }
  if (!workbook) throw new Invalid({ file: [M.notXlsx] });
  if (unpacked > MAX_UNPACKED_BYTES) throw new Invalid({ file: [M.tooBigUnpacked] });
}

function messageFor(answer: Extract<WorkerAnswer, { ok: false }>): string {
  switch (answer.code) {
    case "tooManyRows":
      return M.tooManyRows;
    case "formula":
      return M.formula(answer.detail ?? "");
    case "notUtf8":
      return M.notUtf8;
    case "notText":
      return M.wrongType;
    case "notXlsx":
      return M.notXlsx;
    case "empty":
      return M.empty;
    case "noRows":
      return M.noRows;
    case "badCsv":
      return M.badCsv(answer.detail);
    default:
      return M.unreadable;
  }
}

function runWorker(bytes: Uint8Array, kind: "xlsx" | "csv"): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { bytes, kind, maxRows: IMPORT_MAX_ROWS, maxColumns: IMPORT_MAX_COLUMNS },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 64 },
      // The server's preloaded hooks and flags are not for the worker.
      execArgv: [],
      env: {},
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new Invalid({ file: [M.tooSlow] }))), WORKER_TIME_LIMIT_MS);
    worker.on("message", (answer: WorkerAnswer) => settle(() => resolve(answer)));
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() => reject(new Invalid({ file: [error.code === "ERR_WORKER_OUT_OF_MEMORY" ? M.tooBigUnpacked : M.unreadable] }))),
    );
    worker.on("exit", () => settle(() => reject(new Invalid({ file: [M.unreadable] }))));
  });
}

/** The file's header row and rows of data, as text; Invalid `{file}` with a plain message otherwise. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<Grid> {
  if (bytes.byteLength === 0) throw new Invalid({ file: [M.empty] });
  const kind = kindOf(bytes);
  if (kind === "xlsx") checkWorkbookSize(bytes);
  await takeTurn();
  let answer: WorkerAnswer;
  try {
    answer = await runWorker(bytes, kind);
  } finally {
    endTurn();
  }
  if (!answer.ok) throw new Invalid({ file: [messageFor(answer)] });
  return { headers: answer.headers, rows: answer.rows };
}
