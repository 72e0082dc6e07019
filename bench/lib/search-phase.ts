// POST /api/project_search/ on 100,000 projects: text + domain + project status, once with AND
// and once with OR, each against the raw-pg baseline running the same statement.
import type { LoadSpec } from "../load";
import type { ProjectSearchInput } from "../../lib/projects/schemas";
import type { BenchContext } from "./context";
import { ABANDONED } from "./generate-data";
import { postHeaders } from "./http";
import { alternate, medians, runLoad, type Medians } from "./measure";
import { RARE_WORD } from "./vocabulary";

export const SEARCH_PATH = "/api/project_search/";
export type SearchMode = "AND" | "OR";

export function searchBody(mode: SearchMode, rareDomainId: number): ProjectSearchInput {
  return {
    andOr: mode,
    text: RARE_WORD,
    domains: { eml: [rareDomainId], rcoa: [] },
    status: { project_status: [ABANDONED], milestone_status: [] },
  };
}

export type SearchFigures = Record<SearchMode, { app: Medians; raw: Medians; matches: number }>;

export async function measureSearch(ctx: BenchContext, rareDomainId: number): Promise<SearchFigures> {
  const { duration, warmup, rounds } = ctx.options;
  const figures = {} as SearchFigures;
  for (const mode of ["AND", "OR"] as const) {
    const body = JSON.stringify(searchBody(mode, rareDomainId));
    const app = (length: { duration: number } | { amount: number }): LoadSpec => ({
      name: "app",
      url: `${ctx.appOrigin}${SEARCH_PATH}`,
      method: "POST",
      connections: 1,
      minRequests: ctx.options.minRequests,
      ...length,
      headers: postHeaders(ctx.appOrigin, ctx.cookies),
      body,
    });
    const raw = (length: { duration: number } | { amount: number }): LoadSpec => ({
      name: "raw",
      url: `${ctx.rawOrigin}/search/${mode.toLowerCase()}`,
      method: "POST",
      connections: 1,
      minRequests: ctx.options.minRequests,
      ...length,
      headers: { "content-type": "application/json" },
      body,
    });
    const answer = await fetch(`${ctx.appOrigin}${SEARCH_PATH}`, { method: "POST", headers: postHeaders(ctx.appOrigin, ctx.cookies), body });
    const matches = ((await answer.json()) as { projects: unknown[] }).projects.length;
    ctx.log(`Search ${mode} (${matches} matches): warming up, then ${rounds} alternating rounds of ${duration} s`);
    await runLoad(app({ amount: warmup }));
    await runLoad(raw({ amount: warmup }));
    const measured = { duration };
    const results = await alternate(rounds, { app: () => runLoad(app(measured)), raw: () => runLoad(raw(measured)) }, ctx.log);
    figures[mode] = { app: medians(results.app), raw: medians(results.raw), matches };
  }
  return figures;
}
