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

export async function lighthouseScore(
  url: string,
  runs: number,
  workDir: string,
  headers: Record<string, string> = {},
  log: (message: string) => void = () => {},
  /** names the reports (the same page is scored with 1,000 and with 10,000 projects) */
  label = new URL(url).pathname.replace(/\W+/g, "_"),
): Promise<{ score: number; runs: number[]; benchmarkIndex: number }> {
  const results: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    const output = path.join(workDir, `lighthouse-${label}-${run}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try.
    results.push(
      await runOnce(url, output, headers).catch((error: unknown) => {
        log(`  Lighthouse ${new URL(url).pathname} run ${run}: ${error instanceof Error ? error.message : String(error)}; trying again`);
        return runOnce(url, output, headers);
      }),
    );
    const last = results[results.length - 1];
    log(`  Lighthouse ${new URL(url).pathname} run ${run}/${runs}: ${last.score} (benchmark index ${last.benchmarkIndex})`);
  }
  const scores = results.map((r) => r.score);
  return { score: median(scores), runs: scores, benchmarkIndex: median(results.map((r) => r.benchmarkIndex)) };
}
