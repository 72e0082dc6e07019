// Preloaded into the app server by the bench (NODE_OPTIONS=--import): records event-loop delay
// without touching app code. On SIGUSR2 it writes what it saw since the last signal to
// `$BENCH_LOOP_FILE.<pid>` as JSON (milliseconds) and starts afresh.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on("SIGUSR2", () => {
    const ms = (ns) => Math.round((ns / 1e6) * 100) / 100;
    const report = {
      pid: process.pid,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(report));
    histogram.reset();
  });
}
