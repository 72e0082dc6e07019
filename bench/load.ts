// The load process: started by the harness pinned to the other core, it runs autocannon loads at
// the same time and prints each one's latencies as JSON. Every response time is kept, so any
// percentile (p95 included) is exact rather than read off fixed buckets.
//
// A foreground load runs for its duration and then, if it has fewer than `minRequests` answers
// (slow answers on a busy machine), goes on until it has them. A background load (the sign-ins
// next to the list) runs until every foreground load has finished; background loads of one
// `group` (one per account, each with its own body) are summed up as one.
import autocannon, { type Instance, type Options, type Result } from "autocannon";
import { percentile } from "./lib/percentile";

export type LoadSpec = Options & {
  name: string;
  minRequests?: number;
  background?: boolean;
  group?: string;
  /** the status every answer must have (304 for a revalidation); any 2xx when absent */
  expectStatus?: number;
};
export type LoadResult = {
  name: string;
  requests: number;
  errors: number;
  non2xx: number;
  bytes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** answers by HTTP status */
  statuses: Record<string, number>;
};

type Run = { instance: Instance; done: Promise<Result> };

/** Every response time of a load (ms) and how many answers had each status. */
type Tally = { times: number[]; statuses: Record<string, number> };
const newTally = (): Tally => ({ times: [], statuses: {} });

function start(options: Options, tally: Tally): Run {
  let instance!: Instance;
  const done = new Promise<Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    tally.times.push(ms);
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  });
  return { instance, done };
}

function summary(name: string, { times, statuses }: Tally, results: Result[], seconds: number): LoadResult {
  times.sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    bytes: results.reduce((n, r) => n + r.throughput.total, 0),
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    statuses,
  };
}

/** The autocannon options of a spec (without the harness's own fields). */
function optionsOf(spec: LoadSpec): Options {
  const options: Options & Partial<LoadSpec> = { ...spec };
  delete options.name;
  delete options.minRequests;
  delete options.background;
  delete options.group;
  delete options.expectStatus;
  return options;
}

async function foreground(spec: LoadSpec): Promise<LoadResult> {
  const { name, minRequests = 1 } = spec;
  const options = optionsOf(spec);
  const tally = newTally();
  const results: Result[] = [];
  const started = Date.now();
  results.push(await start(options, tally).done);
  if (options.duration !== undefined && tally.times.length < minRequests) {
    // autocannon refuses fewer requests than connections: on a machine so slow that no answer
    // came within the window, ask for at least one per connection.
    const more: Options = { ...options, amount: Math.max(minRequests - tally.times.length, options.connections ?? 1) };
    delete more.duration;
    results.push(await start(more, tally).done);
  }
  return summary(name, tally, results, (Date.now() - started) / 1000);
}

async function main(): Promise<void> {
  const specs = JSON.parse(process.argv[2] ?? "[]") as LoadSpec[];
  const started = Date.now();
  const groups = new Map<string, { tally: Tally; runs: Run[] }>();
  for (const spec of specs.filter((s) => s.background)) {
    const key = spec.group ?? spec.name;
    const group = groups.get(key) ?? { tally: newTally(), runs: [] };
    group.runs.push(start({ ...optionsOf(spec), duration: 24 * 3600 }, group.tally));
    groups.set(key, group);
  }
  const front = await Promise.all(specs.filter((s) => !s.background).map(foreground));
  const seconds = (Date.now() - started) / 1000;
  const back = await Promise.all(
    [...groups].map(async ([key, { tally, runs }]) => {
      for (const run of runs) run.instance.stop();
      return summary(key, tally, await Promise.all(runs.map((run) => run.done)), seconds);
    }),
  );
  const byName = new Map([...front, ...back].map((r) => [r.name, r]));
  process.stdout.write(JSON.stringify(specs.map((s) => byName.get(s.background ? (s.group ?? s.name) : s.name))));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
