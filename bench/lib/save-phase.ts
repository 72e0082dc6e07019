// What the prepared lists add to a save: the triggers that note a change of the lists (a row in
// list_change on the first row a transaction changes, the version raised at its commit:
// migration prepared_lists). Rounds of saves with them active alternate with rounds with them
// disabled (ALTER TABLE ... DISABLE TRIGGER), one project saved again and again through the app
// (bench/saves.ts), one save at a time. While they are disabled the lists do not follow the
// saves, so each such round ends by enabling them and noting one change: every instance then
// rebuilds its lists, as after any save.
import pg from "pg";
import type { EditedProject } from "../saves";
import type { BenchContext } from "./context";
import { postHeaders } from "./http";
import { medians, type Medians } from "./measure";
import { projectFromList, runSaves } from "./save-samples";
import type { LoadResult } from "../load";

const LIST_TRIGGERS: [table: string, trigger: string][] = [
  ["project", "project_list_change"],
  ["milestone", "milestone_list_change"],
  ["organisation_domain", "organisation_domain_list_change"],
];

export type SaveFigures = { withTriggers: Medians; withoutTriggers: Medians };

async function setListTriggers(client: pg.Client, enabled: boolean): Promise<void> {
  for (const [table, trigger] of LIST_TRIGGERS) {
    await client.query(`ALTER TABLE ${table} ${enabled ? "ENABLE" : "DISABLE"} TRIGGER ${trigger}`);
  }
  // The commit raises the version, as the triggers would have at the saves' commits.
  if (enabled) await client.query("INSERT INTO list_change DEFAULT VALUES");
}

export async function measureSaves(ctx: BenchContext, projectId: number): Promise<SaveFigures> {
  const { rounds, warmup, minRequests: samples } = ctx.options;
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  let project: EditedProject = await projectFromList(ctx.appOrigin, ctx.cookies, projectId);
  const save = async (count: number) => {
    const run = await runSaves({ origin: ctx.appOrigin, headers: postHeaders(ctx.appOrigin, ctx.cookies), project, samples: count });
    project = run.project;
    return run.saves;
  };
  const results: Record<keyof SaveFigures, LoadResult[]> = { withTriggers: [], withoutTriggers: [] };
  try {
    ctx.log(`Saves: warming up, then ${rounds} alternating rounds of ${samples} saves, with and without the list triggers`);
    await save(warmup);
    for (let round = 1; round <= rounds; round++) {
      results.withTriggers.push(await save(samples));
      await setListTriggers(client, false);
      try {
        results.withoutTriggers.push(await save(samples));
      } finally {
        await setListTriggers(client, true);
      }
      ctx.log(
        `  round ${round}/${rounds}: save p50 ${results.withTriggers[round - 1].p50.toFixed(1)} ms with the triggers, ` +
          `${results.withoutTriggers[round - 1].p50.toFixed(1)} ms without`,
      );
    }
  } finally {
    await client.end();
  }
  return { withTriggers: medians(results.withTriggers), withoutTriggers: medians(results.withoutTriggers) };
}
