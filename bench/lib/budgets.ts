// The budgets of the bench (a benchmark anyone can rerun, docs/benchmarks.md): each a named field of
// bench/results.json, checked at the end of every run. A few fields are the reference another
// budget is set from (the small file's latency, the server's idle memory, the list's size):
// they are reported with the figures and named in that budget. One is a floor reported beside
// a budget without setting it: the session read before a 304 (docs/benchmarks.md). The mail
// figures (delivery time, memory with 10,000 queued mails) are reported without a budget yet, and
// so is the overview's costliest statement (the floor its ratio is taken against).

export type Figures = {
  list_vs_raw_p50: number;
  list_vs_raw_p99: number;
  list_vs_static_p50: number;
  list_vs_static_p99: number;
  /** ms: GET of the list with If-None-Match naming it (304) */
  list_conditional_p50_ms: number;
  /** ms: a small file from the static server, the floor of list_conditional_p50_ms */
  static_small_p50_ms: number;
  /** ms: a plain server that reads the session (the app's statement) and answers 304 */
  session_read_304_p50_ms: number;
  list_after_write_vs_before_p50: number;
  save_vs_before_p50: number;
  list_10k_vs_static_p50: number;
  /** MiB: the app server's VmRSS, highest reading while 32 connections load the 10k list */
  server_rss_mb_10k: number;
  /** MiB: the same, idle, after the 10k list and its encodings were prepared */
  server_rss_mb_10k_idle: number;
  /** MiB: the 10k list's JSON as the API sends it */
  list_json_mb_10k: number;
  /** MiB: JSHeapUsedSize of /all_projects/ with the 10k list loaded, after a forced GC */
  page_js_heap_mb_10k: number;
  page_js_heap_mb_10k_scrolled: number;
  list_statements_n10: number;
  list_statements_n1000: number;
  search_p95_ms: number;
  search_vs_raw_p50: number;
  /** the overview figure whose statement costs most: its CSV call over the statement on raw pg, at 10,000 projects */
  overview_figure_vs_raw_p50_10k: number;
  /** ms: the most any figure's call adds to its statement */
  overview_figure_overhead_p50_ms_10k: number;
  /** ms: the costliest figure's statement alone on raw pg (the floor) */
  overview_statement_p50_ms_10k: number;
  /** the overview page's HTML bytes at 10,000 projects over those at 1,000 */
  overview_page_bytes_10k_vs_1k: number;
  js_gzip_all_projects: number;
  js_ratio_all_projects_vs_minimal: number;
  page_vs_api_bytes: number;
  lighthouse_login: number;
  lighthouse_all_projects: number;
  lighthouse_all_projects_10k: number;
  /** percent */
  login_list_p99_increase: number;
  event_loop_p99_ms: number;
  /** ms: the largest median gap between an account's and an unknown address's answer times (enumeration-phase.ts) */
  enumeration_gap_ms: number;
  /** ms: from a notice's commit (its request's answer) to its arrival at the SMTP listener */
  mail_delivery_p50_ms: number;
  mail_delivery_p99_ms: number;
  /** MiB: the worker's VmRSS, highest reading while 10,000 queued mails are refused by a mail server that is down */
  worker_rss_mb_10k_queued_mails: number;
  /** MiB: the app server's, over the same window */
  server_rss_mb_10k_queued_mails: number;
};

export type BudgetCheck = { field: keyof Figures; value: number; budget: string; pass: boolean };

type Rule = { field: keyof Figures; budget: string | ((f: Figures) => string); pass: (f: Figures) => boolean };

const sameStatements = (f: Figures) => f.list_statements_n1000 === f.list_statements_n10 && f.list_statements_n10 > 0;

const atMost = (field: keyof Figures, limit: number, unit = ""): Rule => ({
  field,
  budget: `≤ ${unit ? limit.toLocaleString("en-GB") : limit.toFixed(1)}${unit}`,
  pass: (f) => Number.isFinite(f[field]) && f[field] <= limit,
});
const atLeast = (field: keyof Figures, limit: number): Rule => ({
  field,
  budget: `≥ ${limit}`,
  pass: (f) => Number.isFinite(f[field]) && f[field] >= limit,
});
/** A budget set from another figure of the same run: `limit(f)`, described as `text`. */
const atMostOf = (field: keyof Figures, text: string, limit: (f: Figures) => number, unit: string): Rule => ({
  field,
  budget: (f) => `≤ ${text} (${Number.isFinite(limit(f)) ? limit(f).toFixed(2) : "?"}${unit})`,
  pass: (f) => Number.isFinite(f[field]) && Number.isFinite(limit(f)) && f[field] <= limit(f),
});

/**
 * Growth of the server's memory allowed while 32 connections load the 10k list (about 40 MiB):
 * room for 32 requests' own objects and socket buffers and for garbage not yet collected, but
 * not for one more copy of the list per few readers (32 copies would be about 1.3 GiB).
 */
export const RSS_GROWTH_MB = 150;
/**
 * The page's heap with the 10k list, against the list's JSON. The page keeps the whole list (it
 * filters and searches it in the browser), which in Chromium takes a little less than its JSON
 * (the bench reads the heap with the list held back and again once it is there; see
 * docs/benchmarks.md). 2.5 times the JSON leaves about one and a half lists' worth for what the
 * page builds on it: ample for a windowed list (the rows near the viewport, an index or two),
 * not for a rendered row with its React fibers and handlers for each of 10,000 projects.
 */
export const PAGE_HEAP_PER_JSON_MB = 2.5;

export const RULES: Rule[] = [
  atMost("list_vs_raw_p50", 2.0),
  atMost("list_vs_raw_p99", 3.0),
  atMost("list_vs_static_p50", 1.5),
  atMost("list_vs_static_p99", 2.0),
  atMostOf("list_conditional_p50_ms", "2 × static_small_p50_ms", (f) => 2 * f.static_small_p50_ms, " ms"),
  atMost("list_after_write_vs_before_p50", 1.0),
  atMost("save_vs_before_p50", 1.2),
  atMost("list_10k_vs_static_p50", 1.5),
  atMostOf("server_rss_mb_10k", `server_rss_mb_10k_idle + ${RSS_GROWTH_MB}`, (f) => f.server_rss_mb_10k_idle + RSS_GROWTH_MB, " MiB"),
  atMostOf("page_js_heap_mb_10k", `${PAGE_HEAP_PER_JSON_MB} × list_json_mb_10k`, (f) => PAGE_HEAP_PER_JSON_MB * f.list_json_mb_10k, " MiB"),
  atMostOf("page_js_heap_mb_10k_scrolled", `${PAGE_HEAP_PER_JSON_MB} × list_json_mb_10k`, (f) => PAGE_HEAP_PER_JSON_MB * f.list_json_mb_10k, " MiB"),
  { field: "list_statements_n10", budget: "= list_statements_n1000", pass: sameStatements },
  { field: "list_statements_n1000", budget: "= list_statements_n10", pass: sameStatements },
  atMost("search_p95_ms", 50, " ms"),
  atMost("search_vs_raw_p50", 2.0),
  atMost("overview_figure_vs_raw_p50_10k", 1.5),
  atMostOf("overview_figure_overhead_p50_ms_10k", "2 × list_conditional_p50_ms", (f) => 2 * f.list_conditional_p50_ms, " ms"),
  atMost("overview_page_bytes_10k_vs_1k", 1.2),
  atMost("js_gzip_all_projects", 150_000, " bytes"),
  atMost("js_ratio_all_projects_vs_minimal", 1.3),
  atMost("page_vs_api_bytes", 1.5),
  atLeast("lighthouse_login", 90),
  atLeast("lighthouse_all_projects", 95),
  atLeast("lighthouse_all_projects_10k", 90),
  atMost("login_list_p99_increase", 20, " %"),
  atMost("event_loop_p99_ms", 50, " ms"),
  // Under the spread of one request's time on this machine: no step that only one kind takes.
  atMost("enumeration_gap_ms", 15, " ms"),
];

export function checkBudgets(figures: Figures): BudgetCheck[] {
  return RULES.map((rule) => ({
    field: rule.field,
    value: figures[rule.field],
    budget: typeof rule.budget === "string" ? rule.budget : rule.budget(figures),
    pass: rule.pass(figures),
  }));
}
