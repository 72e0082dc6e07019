// Does the time of an answer tell who has an account? Each call that takes an address or a
// username is asked, in interleaved pairs, once with an account's and once with an unknown one
// (the order alternating from pair to pair), one request at a time. The figure per call is the
// median of the pairs' differences (account minus unknown): load that comes and goes during the
// run touches both halves of a pair alike and drops out of the difference; a constant extra step
// on one side stays in it. tests/security/address-oracle.test.ts shows the same work is done for
// every kind (SQL statements, mails); this measures what that work costs in time.
//
// The limits the calls apply (failures per account and address, mails per address) are emptied
// before each pair, so both halves of every pair do the full work and none is cut short by a
// refusal.
import pg from "pg";
import type { BenchContext } from "./context";
import { anonymousCookies, postHeaders } from "./http";
import { median, round } from "./measure";

const PAIRS = 40;
const QUICK_PAIRS = 12;

export type EnumerationFigures = {
  /** ms, median of (account − unknown) per call; the figure is its largest absolute value */
  login: number;
  code_box: number;
  reset_request: number;
  pairs: number;
};

type Call = { path: string; body: (who: { username: string; email: string }) => object };

const CALLS: Record<Exclude<keyof EnumerationFigures, "pairs">, Call> = {
  login: { path: "/api/login/", body: (who) => ({ username: who.username, password: "Not-the-password-1" }) },
  code_box: { path: "/api/auth/email_domain_login/", body: (who) => ({ email: who.email }) },
  reset_request: { path: "/api/auth/request_password_reset_code/", body: (who) => ({ email: who.email }) },
};

async function timed(ctx: BenchContext, call: Call, who: { username: string; email: string }, cookies: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${ctx.appOrigin}${call.path}`, {
    method: "POST",
    headers: postHeaders(ctx.appOrigin, cookies),
    body: JSON.stringify(call.body(who)),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status >= 500) throw new Error(`${call.path} answered ${response.status}`);
  return elapsed;
}

export async function measureEnumerationGap(ctx: BenchContext, account: { username: string; email: string }): Promise<EnumerationFigures> {
  const pairs = ctx.options.quick ? QUICK_PAIRS : PAIRS;
  ctx.log(`Answer times for an account and an unknown address, ${pairs} interleaved pairs per call`);
  const sql = new pg.Client({ connectionString: ctx.databaseUrl });
  await sql.connect();
  try {
    const cookies = await anonymousCookies(ctx.appOrigin);
    const figures = { pairs } as EnumerationFigures;
    for (const [name, call] of Object.entries(CALLS) as [keyof typeof CALLS, Call][]) {
      const differences: number[] = [];
      for (let i = 0; i < pairs; i++) {
        await sql.query("DELETE FROM rate_limit");
        const unknown = { username: `nobody-${i}`, email: `nobody-${i}@unknown-place.example` };
        const first = i % 2 === 0 ? account : unknown;
        const a = await timed(ctx, call, first, cookies);
        const b = await timed(ctx, call, first === account ? unknown : account, cookies);
        differences.push(first === account ? a - b : b - a);
      }
      figures[name] = round(median(differences), 1);
    }
    await sql.query("DELETE FROM rate_limit");
    return figures;
  } finally {
    await sql.end();
  }
}

/** The largest of the three gaps, in absolute value: what the budget holds. */
export function largestGap(figures: EnumerationFigures): number {
  return round(Math.max(Math.abs(figures.login), Math.abs(figures.code_box), Math.abs(figures.reset_request)), 1);
}
