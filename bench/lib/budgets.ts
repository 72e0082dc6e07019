// The budgets of the bench (issue: "a benchmark anyone can rerun"): each a named field of
// bench/results.json, checked at the end of every run.

export type Figures = {
  list_vs_raw_p50: number;
  list_vs_raw_p99: number;
  list_statements_n10: number;
  list_statements_n1000: number;
  search_p95_ms: number;
  search_vs_raw_p50: number;
  js_gzip_all_projects: number;
  js_ratio_all_projects_vs_minimal: number;
  page_vs_api_bytes: number;
  lighthouse_login: number;
  lighthouse_all_projects: number;
  /** percent */
  login_list_p99_increase: number;
  event_loop_p99_ms: number;
};

export type BudgetCheck = { field: keyof Figures; value: number; budget: string; pass: boolean };

type Rule = { field: keyof Figures; budget: string; pass: (f: Figures) => boolean };

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

export const RULES: Rule[] = [
  atMost("list_vs_raw_p50", 2.0),
  atMost("list_vs_raw_p99", 3.0),
  { field: "list_statements_n10", budget: "= list_statements_n1000", pass: sameStatements },
  { field: "list_statements_n1000", budget: "= list_statements_n10", pass: sameStatements },
  atMost("search_p95_ms", 50, " ms"),
  atMost("search_vs_raw_p50", 2.0),
  atMost("js_gzip_all_projects", 150_000, " bytes"),
  atMost("js_ratio_all_projects_vs_minimal", 1.3),
  atMost("page_vs_api_bytes", 1.5),
  atLeast("lighthouse_login", 90),
  atLeast("lighthouse_all_projects", 90),
  atMost("login_list_p99_increase", 20, " %"),
  atMost("event_loop_p99_ms", 50, " ms"),
];

export function checkBudgets(figures: Figures): BudgetCheck[] {
  return RULES.map((rule) => ({ field: rule.field, value: figures[rule.field], budget: rule.budget, pass: rule.pass(figures) }));
}
