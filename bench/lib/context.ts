import type { BenchOptions } from "./options";

/** What every phase of the bench works with. */
export type BenchContext = {
  options: BenchOptions;
  /** the app (next start) */
  appOrigin: string;
  /** the raw node:http + pg baseline and the static file */
  rawOrigin: string;
  /** the bench's own PostgreSQL database (the harness's direct reads and switches) */
  databaseUrl: string;
  /** Cookie header of the signed-in bench editor */
  cookies: string;
  workDir: string;
  log(message: string): void;
};
