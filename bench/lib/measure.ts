// Runs loads from the load core and reduces alternating runs to medians.
import { execFile } from "node:child_process";
import path from "node:path";
import type { LoadResult, LoadSpec } from "../load";
import { LOAD_CORE, pinned } from "./pin";

const LOAD_SCRIPT = path.join(process.cwd(), "bench", "load.ts");

/** Runs the loads at the same time in a fresh process on the load core. */
export function runLoads(specs: LoadSpec[]): Promise<LoadResult[]> {
  const [command, args] = pinned(LOAD_CORE, process.execPath, ["--import", "tsx", LOAD_SCRIPT, JSON.stringify(specs)]);
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`Load process failed: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as LoadResult[]);
    });
  });
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const [result] = await runLoads([spec]);
  const expected = spec.expectStatus;
  const wrong = expected ? result.requests - (result.statuses[expected] ?? 0) : result.non2xx;
  if (result.errors || wrong || !result.requests) {
    throw new Error(
      `${spec.name}: ${result.requests} answers, ${result.errors} errors, ${wrong} not ${expected ?? "2xx"} ` +
        `(${JSON.stringify(result.statuses)})`,
    );
  }
  return result;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export type Medians = { p50: number; p95: number; p99: number; rps: number; requests: number; runs: number };

export function medians(results: LoadResult[]): Medians {
  return {
    p50: round(median(results.map((r) => r.p50))),
    p95: round(median(results.map((r) => r.p95))),
    p99: round(median(results.map((r) => r.p99))),
    rps: round(median(results.map((r) => r.rps))),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    runs: results.length,
  };
}

/**
 * Runs each variant once per round, in turn (app, baseline, app, baseline...), so a noisy
 * neighbour hits all variants alike; returns every variant's results.
 */
export async function alternate<K extends string>(
  rounds: number,
  variants: Record<K, () => Promise<LoadResult>>,
  progress: (message: string) => void,
): Promise<Record<K, LoadResult[]>> {
  const keys = Object.keys(variants) as K[];
  const results = Object.fromEntries(keys.map((k) => [k, [] as LoadResult[]])) as unknown as Record<K, LoadResult[]>;
  for (let round = 1; round <= rounds; round++) {
    for (const key of keys) {
      const result = await variants[key]();
      results[key].push(result);
      progress(`  round ${round}/${rounds} ${key}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.rps.toFixed(1)} req/s`);
    }
  }
  return results;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
