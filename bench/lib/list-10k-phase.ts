// GET /api/existing_projects/all/ with 10,000 projects (about ten times the bytes of the usual
// list) against the same bytes as a static file, one reader at a time: whether the prepared
// list still goes out at the pace of a file when it is large. Both without Accept-Encoding.
import type { LoadSpec } from "../load";
import type { BenchContext } from "./context";
import { listSpec, type Length } from "./list-phase";
import { alternate, medians, runLoad, type Medians } from "./measure";

export const LIST_10K_FILE_PATH = "/list-10k.json";

export type List10kFigures = { app: Medians; static: Medians };

export async function measureList10k(ctx: BenchContext): Promise<List10kFigures> {
  const { duration, warmup, rounds, minRequests } = ctx.options;
  const file = (length: Length): LoadSpec => ({
    name: "static",
    url: `${ctx.rawOrigin}${LIST_10K_FILE_PATH}`,
    connections: 1,
    minRequests,
    timeout: 120,
    ...length,
  });
  ctx.log(`List with 10,000 projects: warming up, then ${rounds} alternating rounds of ${duration} s against its static file`);
  await runLoad(listSpec(ctx, { amount: warmup }));
  await runLoad(file({ amount: warmup }));
  const results = await alternate(rounds, { app: () => runLoad(listSpec(ctx)), static: () => runLoad(file({ duration })) }, ctx.log);
  return { app: medians(results.app), static: medians(results.static) };
}
