// Writes bench/results.json and the "Latest results" part of docs/benchmarks.md (between the
// markers; the text above them is the hand-written guide and is left alone).
import fs from "node:fs";
import path from "node:path";
import type { BudgetCheck, Figures } from "./budgets";
import type { Machine } from "./machine";
import { median, type Medians } from "./measure";
import type { AfterWriteFigures } from "./after-write-phase";
import type { List10kFigures } from "./list-10k-phase";
import type { MemoryFigures } from "./memory-phase";
import type { PageHeapFigures } from "./page-heap";
import type { SaveFigures } from "./save-phase";
import type { EnumerationFigures } from "./enumeration-phase";
import type { MailFigures } from "./mail-phase";

export type Results = Figures & {
  generated_at: string;
  quick: boolean;
  machine: Machine;
  data: Record<string, number>;
  budgets: BudgetCheck[];
  passed: boolean;
  details: {
    list: Record<"app" | "raw" | "static", Medians>;
    conditional: { revalidation: Medians; small_file: Medians; small_file_bytes: number; session_read: Medians };
    after_write: AfterWriteFigures;
    saves: SaveFigures;
    list_10k: List10kFigures & { bytes: number };
    server_memory_10k: MemoryFigures;
    page_heap_10k: PageHeapFigures;
    sign_ins: Record<string, unknown>;
    search: Record<string, { app: Medians; raw: Medians; matches: number }>;
    overview_10k: { figures: Record<string, { app: Medians; raw: Medians }>; page_bytes_1k: number; page_bytes_10k: number };
    js_gzip_bytes: Record<string, number>;
    page_bytes: Record<string, number>;
    lighthouse: Record<string, { scores: number[]; benchmark_index: number }>;
    statements_n1000: string[];
    mail: MailFigures;
    enumeration: EnumerationFigures;
  };
};

const ROOT = process.cwd();
export const RESULTS_FILE = path.join(ROOT, "bench", "results.json");
const DOC = path.join(ROOT, "docs", "benchmarks.md");
const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";

const fmt = (v: number) => (Number.isInteger(v) ? v.toLocaleString("en-GB") : v.toFixed(2));

/** The median of the sign-in page's score minus the projects page's, over the runs they took in turn. */
function belowLogin(lighthouse: Results["details"]["lighthouse"]): number {
  const login = lighthouse.login?.scores ?? [];
  return median(login.map((score, i) => score - (lighthouse.all_projects?.scores[i] ?? NaN)));
}

function latencyRow(name: string, m: Medians): string {
  return `| ${name} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.rps.toFixed(1)} | ${m.requests} |`;
}

export function resultsMarkdown(r: Results): string {
  const m = r.machine;
  const d = r.details;
  const mem = d.server_memory_10k;
  const heap = d.page_heap_10k;
  const lines = [
    `Run ${r.generated_at.slice(0, 16).replace("T", " ")} UTC${r.quick ? " with `--quick` (shorter runs; indicative only)" : ""}.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memory_gib} GiB, Node ${m.node}, ${m.os}; ` +
      `${m.pinned ? "server on core 0, load on core 1" : "not pinned (no taskset or one core)"}; ` +
      `load average ${m.load_average_start[0]} at the start, ${m.load_average_end?.[0] ?? "?"} at the end.`,
    `Data: ${Object.entries(r.data).map(([k, v]) => `${fmt(v)} ${k.replace(/_/g, " ")}`).join(", ")}.`,
    "",
    "| Field | Value | Budget | |",
    "| --- | ---: | --- | --- |",
    ...r.budgets.map((b) => `| \`${b.field}\` | ${fmt(b.value)} | ${b.budget} | ${b.pass ? "pass" : "**FAIL**"} |`),
    "",
    "Latencies in ms (medians over the alternating rounds; one request at a time):",
    "",
    "| What | p50 | p95 | p99 | req/s | requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    latencyRow("List, app", r.details.list.app),
    latencyRow("List, raw pg", r.details.list.raw),
    latencyRow("List, static file", r.details.list.static),
    latencyRow("List revalidation (If-None-Match, 304), app", d.conditional.revalidation),
    latencyRow(`Small file (${d.conditional.small_file_bytes} bytes), static`, d.conditional.small_file),
    latencyRow("Session read then 304, plain server", d.conditional.session_read),
    latencyRow("List, first request after a save, prepared", d.after_write.prepared),
    latencyRow("List, first request after a save, PREPARED_LISTS=0", d.after_write.before),
    latencyRow("Project save, list triggers on", d.saves.withTriggers),
    latencyRow("Project save, list triggers off", d.saves.withoutTriggers),
    latencyRow(`List, ${fmt(r.data.big_list_projects)} projects, app`, d.list_10k.app),
    latencyRow(`List, ${fmt(r.data.big_list_projects)} projects, static file`, d.list_10k.static),
    latencyRow("List, app, alone (sign-in rounds)", r.details.sign_ins.quiet as Medians),
    latencyRow("List, app, with 8 sign-ins", r.details.sign_ins.withSignIns as Medians),
    ...Object.entries(r.details.search).flatMap(([mode, s]) => [
      latencyRow(`Search ${mode} (${s.matches} matches), app`, s.app),
      latencyRow(`Search ${mode}, raw pg`, s.raw),
    ]),
    ...Object.entries(d.overview_10k.figures).flatMap(([figure, f]) => [
      latencyRow(`Overview figure ${figure}, ${fmt(r.data.big_list_projects)} projects, app (CSV)`, f.app),
      latencyRow(`Overview figure ${figure}, raw pg`, f.raw),
    ]),
    "",
    `Event-loop delay p99 of the app: ${String(r.details.sign_ins.loopP99Quiet)} ms with the list alone, ` +
      `${String(r.details.sign_ins.loopP99)} ms with 8 sign-ins; ${String(r.details.sign_ins.signInsPerSecond)} sign-ins/s ` +
      `(p50 ${String(r.details.sign_ins.signInP50)} ms) next to the list.`,
    "",
    `Server memory (VmRSS) with ${fmt(r.data.big_list_projects)} projects: ${mem.idleMb} MiB idle with the list prepared, ` +
      `${mem.peakMb} MiB at most (${mem.endMb} MiB at the end) while ${mem.readers} connections loaded the list without pause ` +
      `(${mem.load.requests} lists of ${fmt(r.list_json_mb_10k)} MiB, p50 ${mem.load.p50} ms).`,
    "",
    `Page JS heap of /all_projects/ with ${fmt(r.data.big_list_projects)} projects (after a forced GC): ${heap.firstScreen.heapMb} MiB ` +
      `with the first screen and the list held back, ${heap.loaded.heapMb} MiB with the whole list loaded (${fmt(heap.loaded.domNodes)} DOM nodes), ${heap.scrolled.heapMb} MiB after scrolling to the end ` +
      `(${fmt(heap.scrolled.domNodes)} DOM nodes; ${heap.scrolled.reachedEnd ? `end reached in ${heap.scrolled.seconds} s` : `end not reached in ${heap.scrolled.seconds} s`}).`,
    "",
    `Answer times for an account's address and an unknown one (median difference over ${d.enumeration.pairs} interleaved pairs, account minus unknown): ` +
      `login ${d.enumeration.login} ms, the email code box ${d.enumeration.code_box} ms, the reset request ${d.enumeration.reset_request} ms.`,
    "",
    `Mail, with the worker beside the server as \`npm start\` runs it: a queued notice reached the SMTP listener ${d.mail.p50Ms} ms (p50), ` +
      `${d.mail.p99Ms} ms (p99) after its change committed (${d.mail.deliveries} notices, one at a time). With ${fmt(d.mail.queued)} mails queued ` +
      `and the mail server down, the worker held ${d.mail.workerPeakMb} MiB at most (${d.mail.workerIdleMb} MiB before; ${fmt(d.mail.triesInWindow)} refused tries in the window) ` +
      `and the app server ${d.mail.serverPeakMb} MiB.`,
    "",
    `Lighthouse runs: ${Object.entries(r.details.lighthouse)
      .map(([page, l]) => `${page.replace(/_/g, " ")} ${l.scores.join(", ")} (benchmark index ${fmt(l.benchmark_index)})`)
      .join("; ")}. Lighthouse's benchmark index measures this machine's CPU at each run (median shown); ` +
      "a lower index means a slower machine, which lowers the simulated phone's scores with it. " +
      `The sign-in page and the projects page took turns; the projects page scored ${fmt(belowLogin(r.details.lighthouse))} ` +
      "point(s) below the sign-in page (the median of the differences between runs taken together): what the page costs beyond any page of the app.",
  ];
  return lines.join("\n");
}

export function writeResults(results: Results): void {
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, "utf8") : `# Benchmarks\n\n## Latest results\n\n${START}\n${END}\n`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const section = `${START}\n${resultsMarkdown(results)}\n${END}`;
  const next = start >= 0 && end > start ? doc.slice(0, start) + section + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n## Latest results\n\n${section}\n`;
  fs.writeFileSync(DOC, next);
}
