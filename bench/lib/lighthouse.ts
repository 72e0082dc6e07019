// Lighthouse 12 (mobile preset, performance only) against the app, run as its own process on
// the load core, driving Debian's Chromium. The score is the median of the runs.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM } from "./page-bytes";
import { median } from "./measure";
import { LOAD_CORE, pinned } from "./pin";

const CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");

function runOnce(url: string, output: string, headers: Record<string, string>): Promise<number> {
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
      };
      if (report.runtimeError) return reject(new Error(`Lighthouse: ${report.runtimeError.message}`));
      if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        return reject(new Error(`Lighthouse ended on ${report.finalDisplayedUrl} instead of ${url}`));
      }
      resolve(Math.round((report.categories.performance.score ?? 0) * 100));
    });
  });
}

export async function lighthouseScore(
  url: string,
  runs: number,
  workDir: string,
  headers: Record<string, string> = {},
  log: (message: string) => void = () => {},
): Promise<{ score: number; runs: number[] }> {
  const scores: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const output = path.join(workDir, `lighthouse-${new URL(url).pathname.replace(/\W+/g, "_")}-${run}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try.
    scores.push(
      await runOnce(url, output, headers).catch((error: unknown) => {
        log(`  Lighthouse ${new URL(url).pathname} run ${run}: ${error instanceof Error ? error.message : String(error)}; trying again`);
        return runOnce(url, output, headers);
      }),
    );
    log(`  Lighthouse ${new URL(url).pathname} run ${run}/${runs}: ${scores[scores.length - 1]}`);
  }
  return { score: median(scores), runs: scores };
}
