// The first list request after a save. A save moves the version of the lists, so the prepared
// instance builds its list again on the next request (and then compresses it in the background);
// with PREPARED_LISTS=0 an instance builds the list for every request and keeps nothing: the
// "before". Both run the same build on the same database, the second one only for this phase.
// Each sample is one save through the instance measured, then one timed GET of its list
// (bench/saves.ts checks that the list shows the save), and the rounds alternate (prepared,
// before, prepared, ...), so a busy neighbour slows both alike.
import type { AppServer } from "./app-server";
import type { BenchContext } from "./context";
import { postHeaders, signIn } from "./http";
import { LIST_PATH } from "./list-phase";
import { medians, type Medians } from "./measure";
import { projectFromList, runSaves } from "./save-samples";
import type { LoadResult } from "../load";

export type AfterWriteFigures = {
  /** the timed list requests, each the first after a save */
  prepared: Medians;
  before: Medians;
  /** the saves in front of them (not compared: save-phase.ts measures what a save costs) */
  saves: { prepared: Medians; before: Medians };
};

export async function measureListAfterWrite(
  ctx: BenchContext,
  before: AppServer,
  account: { username: string; password: string },
  projectId: number,
): Promise<AfterWriteFigures> {
  const { rounds, warmup, minRequests: samples } = ctx.options;
  const instances = {
    prepared: { origin: ctx.appOrigin, cookies: ctx.cookies },
    before: { origin: before.origin, cookies: await signIn(before.origin, account.username, account.password) },
  };
  let project = await projectFromList(ctx.appOrigin, ctx.cookies, projectId);
  const sample = async (which: keyof typeof instances, count: number) => {
    const { origin, cookies } = instances[which];
    const run = await runSaves({ origin, headers: postHeaders(origin, cookies), project, samples: count, listPath: LIST_PATH });
    project = run.project;
    return run;
  };
  ctx.log(`List after a save: warming up, then ${rounds} alternating rounds of ${samples} saves, prepared and PREPARED_LISTS=0`);
  await sample("prepared", warmup);
  await sample("before", warmup);
  const lists: Record<keyof typeof instances, LoadResult[]> = { prepared: [], before: [] };
  const saves: Record<keyof typeof instances, LoadResult[]> = { prepared: [], before: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const which of ["prepared", "before"] as const) {
      const run = await sample(which, samples);
      lists[which].push(run.lists!);
      saves[which].push(run.saves);
      ctx.log(`  round ${round}/${rounds} ${which}: list after save p50 ${run.lists!.p50.toFixed(1)} ms (save p50 ${run.saves.p50.toFixed(1)} ms)`);
    }
  }
  return {
    prepared: medians(lists.prepared),
    before: medians(lists.before),
    saves: { prepared: medians(saves.prepared), before: medians(saves.before) },
  };
}
