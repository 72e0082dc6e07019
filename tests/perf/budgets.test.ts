import { describe, expect, it } from "vitest";
import { checkBudgets, RULES, type Figures } from "@/bench/lib/budgets";

// The bench's budgets: every field has one rule, and a budget set from another figure of the
// same run (the small file, the idle memory, the list's size) works out its limit from it.

const passing: Figures = {
  list_vs_raw_p50: 1,
  list_vs_raw_p99: 1,
  list_vs_static_p50: 1.2,
  list_vs_static_p99: 1.5,
  list_conditional_p50_ms: 0.3,
  static_small_p50_ms: 0.2,
  session_read_304_p50_ms: 0.25,
  list_after_write_vs_before_p50: 0.9,
  save_vs_before_p50: 1.1,
  list_10k_vs_static_p50: 1.2,
  server_rss_mb_10k: 400,
  server_rss_mb_10k_idle: 300,
  list_json_mb_10k: 38.4,
  page_js_heap_mb_10k: 40,
  page_js_heap_mb_10k_scrolled: 45,
  list_statements_n10: 2,
  list_statements_n1000: 2,
  search_p95_ms: 20,
  search_vs_raw_p50: 1.5,
  overview_figure_vs_raw_p50_10k: 1.4,
  overview_figure_overhead_p50_ms_10k: 0.5,
  overview_statement_p50_ms_10k: 60,
  overview_page_bytes_10k_vs_1k: 1.01,
  js_gzip_all_projects: 140_000,
  js_ratio_all_projects_vs_minimal: 1.1,
  page_vs_api_bytes: 0.1,
  lighthouse_login: 95,
  lighthouse_all_projects: 96,
  lighthouse_all_projects_10k: 91,
  login_list_p99_increase: 5,
  event_loop_p99_ms: 10,
  enumeration_gap_ms: 2,
  mail_delivery_p50_ms: 20,
  mail_delivery_p99_ms: 60,
  worker_rss_mb_10k_queued_mails: 150,
  server_rss_mb_10k_queued_mails: 300,
};

/** Reported without a budget: the references other budgets are set from, and the mail figures. */
const REPORTED = [
  "static_small_p50_ms",
  "session_read_304_p50_ms",
  "server_rss_mb_10k_idle",
  "list_json_mb_10k",
  "mail_delivery_p50_ms",
  "mail_delivery_p99_ms",
  "worker_rss_mb_10k_queued_mails",
  "server_rss_mb_10k_queued_mails",
  "overview_statement_p50_ms_10k",
];

const check = (figures: Figures, field: keyof Figures) => checkBudgets(figures).find((b) => b.field === field)!;

describe("bench budgets", () => {
  it("check every field of the figures once", () => {
    expect(RULES.map((r) => r.field).sort()).toEqual(
      (Object.keys(passing) as (keyof Figures)[])
        .filter((f) => !REPORTED.includes(f))
        .sort(),
    );
    expect(checkBudgets(passing).every((b) => b.pass)).toBe(true);
  });

  it("set the revalidation, memory and heap budgets from the run's own reference figures", () => {
    expect(check({ ...passing, overview_figure_overhead_p50_ms_10k: 0.61 }, "overview_figure_overhead_p50_ms_10k")).toMatchObject({
      pass: false,
      budget: "≤ 2 × list_conditional_p50_ms (0.60 ms)",
    });
    expect(check({ ...passing, list_conditional_p50_ms: 0.41 }, "list_conditional_p50_ms")).toMatchObject({
      pass: false,
      budget: "≤ 2 × static_small_p50_ms (0.40 ms)",
    });
    expect(check({ ...passing, server_rss_mb_10k: 450 }, "server_rss_mb_10k").pass).toBe(true);
    expect(check({ ...passing, server_rss_mb_10k: 451 }, "server_rss_mb_10k").pass).toBe(false);
    expect(check({ ...passing, page_js_heap_mb_10k_scrolled: 96.1 }, "page_js_heap_mb_10k_scrolled")).toMatchObject({
      pass: false,
      budget: "≤ 2.5 × list_json_mb_10k (96.00 MiB)",
    });
  });

  it("fail a figure that could not be measured", () => {
    expect(check({ ...passing, static_small_p50_ms: NaN }, "list_conditional_p50_ms").pass).toBe(false);
    expect(check({ ...passing, lighthouse_all_projects_10k: NaN }, "lighthouse_all_projects_10k").pass).toBe(false);
  });
});
