// The end-to-end suite runs its specs in WORKERS processes at once, and gives each one an app
// server of its own on the one database (e2e/global-setup.ts): what a spec does to its server's
// clock (e2e/fixtures.ts) touches no other worker's codes, sessions and limits.

export const WORKERS = 2;
export const APP_SERVERS = Array.from({ length: WORKERS }, (_, index) => index);

/** The server of a test worker (Playwright's parallelIndex); the SMTP listener sits between them. */
export function serverUrl(parallelIndex: number): string {
  return `http://localhost:${Number(process.env.E2E_PORT) + 2 * (parallelIndex % WORKERS)}`;
}

/** The process of that server's start script, and the file its clock reads its offset from. */
export function serverOf(parallelIndex: number): { pid: number; clockFile: string } {
  const index = parallelIndex % WORKERS;
  const pids = (process.env.E2E_APP_PIDS ?? "").split(",");
  const clockFiles = (process.env.E2E_CLOCK_FILES ?? "").split(",");
  if (!pids[index] || !clockFiles[index]) throw new Error("E2E_APP_PIDS is not set: run through playwright.config.ts");
  return { pid: Number(pids[index]), clockFile: clockFiles[index] };
}
