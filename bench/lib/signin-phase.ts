// Do sign-ins stall readers? The list is read one request at a time, alone and then while 8
// people (8 accounts) sign in at once without pause (bcrypt, cost 12), in alternating rounds.
// The app's event-loop delay is read for every window with sign-ins. Sign-ins cut off at the end
// of a window are let finish before the next one (sign-ins-in-flight.ts).
//
// The budget compares two p99s, and a p99 is only as good as the requests behind it, so these
// windows run three times as long as the usual ones (docs/decisions/011-benchmark-harness.md).
//
// During this phase the app (all its threads and its password hashing processes) may use both
// cores, as on a two-core server: the hashing is meant to run beside the request thread, not
// take turns with it and with PostgreSQL. PostgreSQL stays on the server core and the load keeps
// the other one, so the hashing competes with the load tool there, at the lowest priority
// (docs/decisions/017-password-hashing-in-low-priority-processes.md).
import { execFileSync } from "node:child_process";
import type { LoadResult, LoadSpec } from "../load";
import type { AppServer } from "./app-server";
import type { BenchContext } from "./context";
import { anonymousCookies, postHeaders } from "./http";
import { listSpec } from "./list-phase";
import { median, medians, round, runLoad, runLoads, type Medians } from "./measure";
import { canPin, LOAD_CORE, SERVER_CORE } from "./pin";
import { waitForSignInsToEnd } from "./sign-ins-in-flight";

export const CONCURRENT_SIGN_INS = 8;
/** each window lasts this many times the bench's usual run length */
const WINDOW_LENGTHS = 3;

export type SignInFigures = {
  quiet: Medians;
  withSignIns: Medians;
  /** event-loop delay of the app during the windows with sign-ins (medians over rounds) */
  loopP99: number;
  /** the same during the windows with the list alone: what the list itself costs the loop */
  loopP99Quiet: number;
  loopMax: number;
  signInsPerSecond: number;
  signInP50: number;
};

/** The app's process and every process it started (the hashing helpers), by parent id. */
function appProcesses(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const line of execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" }).trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]) ?? []));
  return all;
}

/** Moves every thread of the app's processes to these cores (no-op when the bench does not pin). */
function setAppCores(app: AppServer, cores: string): void {
  if (!canPin || !app.process.pid) return;
  for (const pid of appProcesses(app.process.pid)) {
    // A process that has just exited is no error.
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cores, String(pid)], { stdio: "ignore" });
    } catch {
      // gone
    }
  }
}

function check(result: LoadResult): LoadResult {
  if (result.errors || result.non2xx || !result.requests) {
    throw new Error(`${result.name}: ${result.requests} answers, ${result.errors} errors, ${result.non2xx} not 2xx`);
  }
  return result;
}

export async function measureSignIns(
  ctx: BenchContext,
  app: AppServer,
  accounts: { username: string; password: string }[],
): Promise<SignInFigures> {
  const { rounds } = ctx.options;
  const windowLength = { duration: WINDOW_LENGTHS * ctx.options.duration };
  // One anonymous visitor's cookies serve every sign-in: each success revokes nothing the next
  // attempt needs (the CSRF token is bound to the visitor's id, which stays valid).
  const visitor = await anonymousCookies(ctx.appOrigin);
  // One account per connection: an account's attempts are counted before they are judged, and
  // more than five at once on one account are refused as a lockout (lib/auth/sign-in-attempts.ts).
  // Eight people signing in at once is the case measured, not one person signing in eight times.
  if (accounts.length < CONCURRENT_SIGN_INS) throw new Error(`The sign-in phase needs ${CONCURRENT_SIGN_INS} accounts`);
  const signIns: LoadSpec[] = accounts.slice(0, CONCURRENT_SIGN_INS).map((account, i) => ({
    name: `sign-ins-${i + 1}`,
    group: "sign-ins",
    url: `${ctx.appOrigin}/api/login/`,
    method: "POST",
    connections: 1,
    // runs for as long as the list load next to it
    background: true,
    timeout: 120,
    headers: postHeaders(ctx.appOrigin, visitor),
    body: JSON.stringify({ ...account, remember_me: false }),
  }));
  // The phases before this one leave the list to be prepared again (their saves moved its
  // version): the first request of a window must not be the one that prepares it.
  await runLoad(listSpec(ctx, { amount: ctx.options.warmup }));
  const quiet: LoadResult[] = [];
  const busy: LoadResult[] = [];
  const logins: LoadResult[] = [];
  const loop: { p99: number; max: number }[] = [];
  const loopQuiet: number[] = [];
  ctx.log(`Sign-ins: ${rounds} alternating rounds of ${windowLength.duration} s, list alone and with ${CONCURRENT_SIGN_INS} sign-ins`);
  setAppCores(app, `${SERVER_CORE},${LOAD_CORE}`);
  try {
    for (let r = 1; r <= rounds; r++) {
      await app.loopDelay();
      const [alone] = await runLoads([listSpec(ctx, windowLength)]);
      quiet.push(check(alone));
      loopQuiet.push((await app.loopDelay()).p99);
      const [list, login] = await runLoads([listSpec(ctx, windowLength), ...signIns]);
      const delay = await app.loopDelay();
      await waitForSignInsToEnd(ctx.databaseUrl);
      busy.push(check(list));
      // Sign-ins still running when the window closes are cut off, not failed.
      if (login.non2xx) throw new Error(`sign-ins: ${login.non2xx} answers were not 2xx`);
      logins.push(login);
      loop.push(delay);
      ctx.log(
        `  round ${r}/${rounds}: list p99 ${alone.p99.toFixed(1)} -> ${list.p99.toFixed(1)} ms, ` +
          `${login.requests} sign-ins (p50 ${login.p50.toFixed(0)} ms), event loop p99 ${loopQuiet[r - 1]} -> ${delay.p99} ms`,
      );
    }
  } finally {
    setAppCores(app, SERVER_CORE);
  }
  return {
    quiet: medians(quiet),
    withSignIns: medians(busy),
    loopP99: round(median(loop.map((l) => l.p99))),
    loopP99Quiet: round(median(loopQuiet)),
    loopMax: round(median(loop.map((l) => l.max))),
    signInsPerSecond: round(median(logins.map((l) => l.rps))),
    signInP50: round(median(logins.map((l) => l.p50))),
  };
}
