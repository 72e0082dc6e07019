// The overview's figures on 10,000 projects: each figure's CSV call (GET /api/overview/csv/) as
// an editor asks it, against the raw-pg server running the figure's one statement (captured from
// the app's own builder), one reader at a time; and the page's bytes at 1,000 and at 10,000
// projects, which must not grow with the directory (the page carries counts, not projects).
import type { LoadSpec } from "../load";
import { FIGURE_IDS, type FigureId } from "../../lib/overview/filters";
import type { BenchContext } from "./context";
import { alternate, medians, round, runLoad, type Medians } from "./measure";

export const OVERVIEW_PAGE = "/overview/";
export const overviewRawPath = (figure: FigureId) => `/overview/${figure}`;

export type OverviewFigures = Record<FigureId, { app: Medians; raw: Medians }>;

export async function measureOverview(ctx: BenchContext): Promise<OverviewFigures> {
  const { duration, warmup, rounds, minRequests } = ctx.options;
  const figures = {} as OverviewFigures;
  for (const figure of FIGURE_IDS) {
    const spec = (name: string, url: string, length: { duration: number } | { amount: number }, headers: Record<string, string> = {}): LoadSpec => ({
      name,
      url,
      connections: 1,
      minRequests,
      ...length,
      headers,
    });
    const app = (length: { duration: number } | { amount: number }) => spec("app", `${ctx.appOrigin}/api/overview/csv/?figure=${figure}`, length, { cookie: ctx.cookies });
    const raw = (length: { duration: number } | { amount: number }) => spec("raw", `${ctx.rawOrigin}${overviewRawPath(figure)}`, length);
    ctx.log(`Overview figure ${figure}: warming up, then ${rounds} alternating rounds of ${duration} s against its statement on raw pg`);
    await runLoad(app({ amount: warmup }));
    await runLoad(raw({ amount: warmup }));
    const results = await alternate(rounds, { app: () => runLoad(app({ duration })), raw: () => runLoad(raw({ duration })) }, ctx.log);
    figures[figure] = { app: medians(results.app), raw: medians(results.raw) };
  }
  return figures;
}

/**
 * The figures of the run: the ratio of the figure whose statement costs most (where the query's
 * cost is what the call costs), and the most any figure's call adds to its statement, which the
 * budget sets against the app's own cost of answering a signed-in request (docs/benchmarks.md).
 */
export function overviewFigures(figures: OverviewFigures) {
  const all = Object.values(figures);
  const slowest = all.reduce((a, b) => (b.raw.p50 > a.raw.p50 ? b : a));
  return {
    overview_figure_vs_raw_p50_10k: round(slowest.app.p50 / slowest.raw.p50),
    overview_figure_overhead_p50_ms_10k: round(Math.max(...all.map((f) => f.app.p50 - f.raw.p50))),
    overview_statement_p50_ms_10k: round(slowest.raw.p50),
  };
}

/** Every byte of the overview page's HTML for an editor, without compression. */
export async function overviewPageBytes(ctx: BenchContext): Promise<number> {
  const res = await fetch(`${ctx.appOrigin}${OVERVIEW_PAGE}`, { headers: { cookie: ctx.cookies, "accept-encoding": "identity" } });
  if (res.status !== 200) throw new Error(`${OVERVIEW_PAGE} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}
