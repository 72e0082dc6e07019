// Command-line options of `npm run bench`. --quick keeps every figure but runs shorter.

export type BenchOptions = {
  quick: boolean;
  /** alternating rounds per comparison (each figure is the median over them) */
  rounds: number;
  /** seconds of load per run */
  duration: number;
  /** fewest answers a measured run may have: it runs past its duration until it has them */
  minRequests: number;
  /** requests per target to warm up before the measured runs */
  warmup: number;
  /** Lighthouse runs per page (the score is their median) */
  lighthouseRuns: number;
  listProjects: number;
  /** the large list: its latency, the server's memory, the page's heap and its Lighthouse score */
  bigListProjects: number;
  /** longest the page-heap phase scrolls towards the end of the page (seconds) */
  scrollLimit: number;
  searchProjects: number;
};

export function parseOptions(argv: string[]): BenchOptions {
  const unknown = argv.filter((a) => a !== "--quick");
  if (unknown.length) throw new Error(`Unknown option ${unknown[0]}; the only option is --quick`);
  const quick = argv.includes("--quick");
  return {
    quick,
    rounds: quick ? 3 : 5,
    duration: quick ? 3 : 10,
    minRequests: quick ? 10 : 30,
    warmup: quick ? 5 : 20,
    lighthouseRuns: quick ? 1 : 3,
    listProjects: 1_000,
    bigListProjects: 10_000,
    scrollLimit: quick ? 45 : 120,
    searchProjects: 100_000,
  };
}
