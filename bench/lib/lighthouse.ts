// Lighthouse 12 (mobile preset, performance only) against the app, run as its own process on
// the load core, driving Debian's Chromium. The score is the median of the runs.
// The mobile preset simulates a slower phone by scaling the CPU time it observed on this
// machine, so a busy or slow machine lowers the score by itself. Lighthouse's own measure of
// the machine's speed at each run (its benchmark index) is kept next to the score to tell the
// two apart.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM } from "./page-bytes";
import { median } from "./measure";
import { LOAD_CORE, pinned } from "./pin";

const CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");

type Run = { score: number; benchmarkIndex: number };

function runOnce(url: string, output: string, headers: Record<string, string>): Promise<Run> {
  const [command, args] = pinned(LOAD_CORE, process.execPath, [
    CLI,
    url,
    "--quiet",
    "--only-categories=performance",
    "--output=json",
    `--output-path=${output}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    `--extra-headers=${JSON.stringify(headers)}`,
  ]);
  return new Promise((resolve, reject) => {
    execFile(command, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 }, (error, _out, stderr) => {
      if (error) return reject(new Error(`Lighthouse failed for ${url}: ${stderr || error.message}`));
      const report = JSON.parse(fs.readFileSync(output, "utf8")) as {
        finalDisplayedUrl: string;
        runtimeError?: { message: string };
        categories: { performance: { score: number | null } };
        environment: { benchmarkIndex: number };
      };
      if (report.runtimeError) return reject(new Error(`Lighthouse: ${report.runtimeError.message}`));
      if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        return reject(new Error(`Lighthouse ended on ${report.finalDisplayedUrl} instead of ${url}`));
      }
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        benchmarkIndex: Math.round(report.environment.benchmarkIndex),
      });
    });
  });
}

export type LighthousePage = {
  url: string;
  headers?: Record<string, string>;
  /** names the reports (the same page is scored with 1,000 and with 10,000 projects) */
  label?: string;
};
export type LighthouseScore = { score: number; runs: number[]; benchmarkIndex: number };

/**
 * Scores each page `runs` times, the pages taking turns: a spell of load on the machine then
 * lowers each page's score alike, so their difference is the pages' own, and the sign-in page
 * (the least a page of this app costs) is the floor the others are read against.
 */
export async function lighthouseScores(
  pages: LighthousePage[],
  runs: number,
  workDir: string,
  log: (message: string) => void = () => {},
): Promise<LighthouseScore[]> {
  const results: Run[][] = pages.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [i, { url, headers = {}, label }] of pages.entries()) {
      const name = label ?? new URL(url).pathname;
      const output = path.join(workDir, `lighthouse-${name.replace(/\W+/g, "_")}-${run}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try.
      const result = await runOnce(url, output, headers).catch((error: unknown) => {
        log(`  Lighthouse ${name} run ${run}: ${error instanceof Error ? error.message : String(error)}; trying again`);
        return runOnce(url, output, headers);
      });
      results[i].push(result);
      log(`  Lighthouse ${name} run ${run}/${runs}: ${result.score} (benchmark index ${result.benchmarkIndex})`);
    }
  }
  return results.map((page) => {
    const scores = page.map((r) => r.score);
    return { score: median(scores), runs: scores, benchmarkIndex: median(page.map((r) => r.benchmarkIndex)) };
  });
}
