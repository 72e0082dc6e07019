import "server-only";
import { Worker } from "node:worker_threads";
import { unzipSync } from "fflate";
import { Invalid, Unavailable } from "@/lib/errors";
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import { WORKER_CODE } from "./read-file-worker";

// Reads an uploaded spreadsheet into its cells, as text, off the request thread: exceljs (.xlsx)
// and csv-parse (CSV) run in a worker thread with a memory limit and a time limit, so a large or
// hostile file can neither stall other requests nor take the server's memory
// (docs/decisions/037-import-projects.md). The type is told by the content, never by the name:
// a ZIP's magic bytes for .xlsx, else text that must be UTF-8.

/** `emptyRows`: the empty rows between the header row and the last row of data, left out. */
export type Grid = { headers: string[]; rows: { line: number; cells: string[] }[]; emptyRows: number };

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

type WorkerAnswer = ({ ok: true } & Grid) | { ok: false; code: string; detail?: string };

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
  return { headers: answer.headers, rows: answer.rows, emptyRows: Math.max(0, answer.emptyRows) };
}
