// GET /api/existing_projects/all/ with 1,000 projects against the raw-pg baseline and the same
// answer as a static file, one reader at a time (latency, not queueing). Neither side is asked
// for a compressed answer (autocannon sends no Accept-Encoding), so both send the same bytes;
// the warm-up's first request prepares the list, and the rounds measure the prepared list.
import fs from "node:fs";
import type { LoadSpec } from "../load";
import type { BenchContext } from "./context";
import { alternate, medians, runLoad, type Medians } from "./measure";

export const LIST_PATH = "/api/existing_projects/all/";

/** `length`: { duration } in seconds, or { amount } of requests (warm-up). */
export type Length = { duration: number } | { amount: number };

export function listSpec(ctx: BenchContext, length: Length = { duration: ctx.options.duration }): LoadSpec {
  return {
    name: "app",
    url: `${ctx.appOrigin}${LIST_PATH}`,
    connections: 1,
    minRequests: ctx.options.minRequests,
    // A stalled server must show as a long latency, not as a failed run.
    timeout: 120,
    ...length,
    headers: { cookie: ctx.cookies },
  };
}

/**
 * Writes the list as the app sends it without Accept-Encoding (as autocannon asks for it) to
 * `file`, the static baseline's bytes; returns their number. The first request of a version
 * prepares the list: every later one is answered from it, as measured.
 */
export async function writeListFile(ctx: BenchContext, file: string): Promise<number> {
  const response = await fetch(`${ctx.appOrigin}${LIST_PATH}`, { headers: { cookie: ctx.cookies, "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (!response.ok || (encoding && encoding !== "identity")) throw new Error(`${LIST_PATH}: ${response.status}, encoding ${encoding}`);
  fs.writeFileSync(file, body);
  return body.length;
}

export type ListFigures = { app: Medians; raw: Medians; static: Medians };

export async function measureList(ctx: BenchContext): Promise<ListFigures> {
  const { duration, warmup, rounds } = ctx.options;
  const { minRequests } = ctx.options;
  const raw = (length: Length): LoadSpec => ({ name: "raw", url: `${ctx.rawOrigin}/list`, connections: 1, minRequests, ...length });
  const file = (length: Length): LoadSpec => ({ name: "static", url: `${ctx.rawOrigin}/list.json`, connections: 1, minRequests, ...length });
  ctx.log("List: warming up");
  for (const spec of [listSpec(ctx, { amount: warmup }), raw({ amount: warmup }), file({ amount: warmup })]) await runLoad(spec);
  ctx.log(`List: ${rounds} alternating rounds of ${duration} s`);
  const measured = { duration };
  const results = await alternate(
    rounds,
    { app: () => runLoad(listSpec(ctx)), raw: () => runLoad(raw(measured)), static: () => runLoad(file(measured)) },
    ctx.log,
  );
  return { app: medians(results.app), raw: medians(results.raw), static: medians(results.static) };
}
