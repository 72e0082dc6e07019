// `npm run bench [-- --quick]`: measures the existing production build against its baselines on
// generated data and checks the budgets. Writes bench/results.json and docs/benchmarks.md; exits
// non-zero naming every budget that failed. See docs/benchmarks.md for how to read it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { accountEmail, createAccounts, EDITOR, editorSessionId, SIGN_IN_ACCOUNTS } from "./lib/accounts";
import { requireProductionBuild, startAppServer, type AppServer } from "./lib/app-server";
import { checkBudgets, type Figures } from "./lib/budgets";
import { listStatement, overviewStatements, searchStatement } from "./lib/capture-sql";
import type { BenchContext } from "./lib/context";
import { startBenchDatabase, type BenchDatabase } from "./lib/database";
import { RARE_DOMAIN } from "./lib/generate-data";
import { signIn } from "./lib/http";
import { lighthouseScores } from "./lib/lighthouse";
import { measureListAfterWrite } from "./lib/after-write-phase";
import { measureConditional, SESSION_READ_PATH, sessionReadStatement, SMALL_FILE_PATH, writeSmallFile } from "./lib/conditional-phase";
import { LIST_10K_FILE_PATH, measureList10k } from "./lib/list-10k-phase";
import { LIST_PATH, measureList, writeListFile } from "./lib/list-phase";
import { measureServerMemory } from "./lib/memory-phase";
import type { FigureId } from "../lib/overview/filters";
import { measureOverview, overviewFigures, overviewPageBytes, overviewRawPath } from "./lib/overview-phase";
import { measurePageHeap } from "./lib/page-heap";
import { measureSaves } from "./lib/save-phase";
import { openDataLoader, type DataLoader } from "./lib/load-data";
import { describeMachine } from "./lib/machine";
import { round } from "./lib/measure";
import { parseOptions } from "./lib/options";
import { pageVsApiBytes, scriptBytes } from "./lib/page-bytes";
import { pinSelf, SERVER_CORE } from "./lib/pin";
import { startRawServer, type RawServer } from "./lib/raw-process";
import { RESULTS_FILE, resultsMarkdown, writeResults, type Results } from "./lib/report";
import { searchBody, measureSearch } from "./lib/search-phase";
import { measureSignIns } from "./lib/signin-phase";
import { freePort } from "./lib/ports";
import { largestGap, measureEnumerationGap } from "./lib/enumeration-phase";
import { measureMail, startMailListener, type MailListener } from "./lib/mail-phase";
import { startWorker, type WorkerProcess } from "./lib/worker-process";

const MINIMAL_PAGE = "/logout/";
const PROJECTS_PAGE = "/all_projects/";
/** the project the save phases save again and again (any generated project would do) */
const EDITED_PROJECT = 1;
const MIB = 1024 * 1024;

const started = Date.now();
function log(message: string): void {
  console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(3)}s] ${message}`);
}

type Running = { db?: BenchDatabase; loader?: DataLoader; app?: AppServer; before?: AppServer; raw?: RawServer; worker?: WorkerProcess; mail?: MailListener };
const running: Running = {};

async function stopAll(): Promise<void> {
  await running.raw?.stop().catch(() => {});
  await running.worker?.stop().catch(() => {});
  await running.mail?.close().catch(() => {});
  await running.app?.stop().catch(() => {});
  await running.before?.stop().catch(() => {});
  await running.loader?.close().catch(() => {});
  await running.db?.stop().catch(() => {});
}

async function rareDomain(databaseUrl: string): Promise<{ rareDomainId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      "SELECT id FROM domain WHERE taxonomy = $1 AND description = $2",
      [RARE_DOMAIN.taxonomy, RARE_DOMAIN.description],
    );
    return { rareDomainId: rows[0].id };
  } finally {
    await client.end();
  }
}

/** SQL statements per list request: one request to warm up, then three counted. */
async function statementsPerList(db: BenchDatabase, ctx: BenchContext): Promise<{ perRequest: number; statements: string[] }> {
  const get = async () => {
    const response = await fetch(`${ctx.appOrigin}${LIST_PATH}`, { headers: { cookie: ctx.cookies } });
    if (!response.ok) throw new Error(`${LIST_PATH}: ${response.status}`);
    await response.arrayBuffer();
  };
  await get();
  const { count, statements } = await db.countStatements(async () => {
    for (let i = 0; i < 3; i++) await get();
  });
  return { perRequest: round(count / 3), statements: statements.slice(0, Math.ceil(count / 3)) };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  requireProductionBuild();
  pinSelf(SERVER_CORE);
  const machine = describeMachine();
  const workDir = path.join(process.cwd(), "bench", "work", new Date().toISOString().replace(/[:.]/g, "-"));
  fs.mkdirSync(workDir, { recursive: true });
  log(`${options.quick ? "Quick run" : "Full run"}; work files in ${path.relative(process.cwd(), workDir)}`);

  log("Starting PostgreSQL and applying the migrations");
  const db = (running.db = await startBenchDatabase());
  const loader = (running.loader = await openDataLoader(db.url));
  await loader.load(1, 10);
  await createAccounts(db.url);
  const { rareDomainId } = await rareDomain(db.url);

  log("Starting the production build");
  const sessionSecret = randomBytes(32).toString("base64url");
  // The mail server: the app sends codes to it at once, the worker everything else.
  const mailListener = (running.mail = await startMailListener());
  const app = (running.app = await startAppServer({
    port: await freePort(),
    databaseUrl: db.url,
    sessionSecret,
    workDir,
    env: { SMTP_URL: mailListener.url },
  }));
  // The job worker beside it, as `npm start` runs it, for every phase.
  running.worker = await startWorker({ databaseUrl: db.url, sessionSecret, smtpUrl: mailListener.url, appUrl: app.origin, workDir });
  const ctx: BenchContext = { options, appOrigin: app.origin, rawOrigin: "", databaseUrl: db.url, cookies: "", workDir, log };
  ctx.cookies = await signIn(app.origin, EDITOR.username, EDITOR.password);

  const n10 = await statementsPerList(db, ctx);
  log(`List with 10 projects: ${n10.perRequest} SQL statements per request`);
  log(`Generating ${options.listProjects.toLocaleString("en-GB")} projects`);
  await loader.load(11, options.listProjects);
  const listData = await loader.counts();
  const n1000 = await statementsPerList(db, ctx);
  log(`List with ${listData.projects} projects: ${n1000.perRequest} SQL statements per request`);

  const listFile = path.join(workDir, "list.json");
  const smallFile = path.join(workDir, "small.json");
  const list10kFile = path.join(workDir, "list-10k.json");
  await writeListFile(ctx, listFile);
  const smallBytes = writeSmallFile(listFile, smallFile);
  const raw = (running.raw = await startRawServer(workDir, {
    port: await freePort(),
    databaseUrl: db.url,
    queries: {
      "/list": await listStatement(),
      "/search/and": await searchStatement(searchBody("AND", rareDomainId)),
      "/search/or": await searchStatement(searchBody("OR", rareDomainId)),
      [SESSION_READ_PATH]: sessionReadStatement(await editorSessionId(db.url)),
      ...Object.fromEntries(Object.entries(overviewStatements()).map(([id, s]) => [overviewRawPath(id as FigureId), { ...s, rows: true }])),
    },
    // the 10k list's file is written when its phase comes
    files: { "/list.json": listFile, [SMALL_FILE_PATH]: smallFile, [LIST_10K_FILE_PATH]: list10kFile },
  }));
  ctx.rawOrigin = raw.origin;

  const list = await measureList(ctx);
  const conditional = await measureConditional(ctx);
  const overviewBytes1k = await overviewPageBytes(ctx);

  log("Starting a second instance with PREPARED_LISTS=0 on the same database");
  const before = (running.before = await startAppServer({
    port: await freePort(),
    databaseUrl: db.url,
    sessionSecret,
    workDir,
    name: "app-before",
    env: { PREPARED_LISTS: "0" },
  }));
  const afterWrite = await measureListAfterWrite(ctx, before, EDITOR, EDITED_PROJECT);
  await before.stop();
  running.before = undefined;
  const saves = await measureSaves(ctx, EDITED_PROJECT);

  const signIns = await measureSignIns(ctx, app, SIGN_IN_ACCOUNTS);
  const enumeration = await measureEnumerationGap(ctx, { username: SIGN_IN_ACCOUNTS[0].username, email: accountEmail(SIGN_IN_ACCOUNTS[0]) });

  log("Page weight: scripts, HTML and server-component payload");
  const scripts = await scriptBytes(ctx, [PROJECTS_PAGE, MINIMAL_PAGE]);
  const pageBytes = await pageVsApiBytes(ctx, PROJECTS_PAGE);
  log(`Lighthouse (mobile), ${options.lighthouseRuns} run(s) per page, the pages taking turns`);
  const [lhLogin, lhProjects] = await lighthouseScores(
    [{ url: `${app.origin}/login/` }, { url: `${app.origin}${PROJECTS_PAGE}`, headers: { Cookie: ctx.cookies } }],
    options.lighthouseRuns,
    workDir,
    log,
  );

  log(`Generating projects up to ${options.bigListProjects.toLocaleString("en-GB")}`);
  await loader.load(options.listProjects + 1, options.bigListProjects);
  const bigListData = await loader.counts();
  const list10kBytes = await writeListFile(ctx, list10kFile);
  const list10k = await measureList10k(ctx);
  const overviewBytes10k = await overviewPageBytes(ctx);
  const overview = await measureOverview(ctx);
  const memory = await measureServerMemory(ctx, app);
  const pageHeap = await measurePageHeap(ctx, PROJECTS_PAGE);
  log(`Lighthouse (mobile) with ${options.bigListProjects.toLocaleString("en-GB")} projects, ${options.lighthouseRuns} run(s)`);
  const [lhProjects10k] = await lighthouseScores(
    [{ url: `${app.origin}${PROJECTS_PAGE}`, headers: { Cookie: ctx.cookies }, label: "all_projects_10k" }],
    options.lighthouseRuns,
    workDir,
    log,
  );

  log(`Generating projects up to ${options.searchProjects.toLocaleString("en-GB")}`);
  await loader.load(options.bigListProjects + 1, options.searchProjects);
  const searchData = await loader.counts();
  const search = await measureSearch(ctx, rareDomainId);
  const mail = await measureMail(ctx, app, running.worker, mailListener);
  running.mail = mail.listener;

  machine.load_average_end = os.loadavg().map((l) => round(l));
  const figures: Figures = {
    list_vs_raw_p50: round(list.app.p50 / list.raw.p50),
    list_vs_raw_p99: round(list.app.p99 / list.raw.p99),
    list_vs_static_p50: round(list.app.p50 / list.static.p50),
    list_vs_static_p99: round(list.app.p99 / list.static.p99),
    list_conditional_p50_ms: round(conditional.app.p50),
    static_small_p50_ms: round(conditional.small.p50),
    session_read_304_p50_ms: round(conditional.sessionRead.p50),
    list_after_write_vs_before_p50: round(afterWrite.prepared.p50 / afterWrite.before.p50),
    save_vs_before_p50: round(saves.withTriggers.p50 / saves.withoutTriggers.p50),
    list_10k_vs_static_p50: round(list10k.app.p50 / list10k.static.p50),
    server_rss_mb_10k: memory.peakMb,
    server_rss_mb_10k_idle: memory.idleMb,
    list_json_mb_10k: round(list10kBytes / MIB),
    page_js_heap_mb_10k: pageHeap.loaded.heapMb,
    page_js_heap_mb_10k_scrolled: pageHeap.scrolled.heapMb,
    list_statements_n10: n10.perRequest,
    list_statements_n1000: n1000.perRequest,
    search_p95_ms: round(Math.max(search.AND.app.p95, search.OR.app.p95)),
    search_vs_raw_p50: round(Math.max(search.AND.app.p50 / search.AND.raw.p50, search.OR.app.p50 / search.OR.raw.p50)),
    ...overviewFigures(overview),
    overview_page_bytes_10k_vs_1k: round(overviewBytes10k / overviewBytes1k, 3),
    js_gzip_all_projects: scripts[PROJECTS_PAGE],
    js_ratio_all_projects_vs_minimal: round(scripts[PROJECTS_PAGE] / scripts[MINIMAL_PAGE], 3),
    page_vs_api_bytes: pageBytes.ratio,
    lighthouse_login: lhLogin.score,
    lighthouse_all_projects: lhProjects.score,
    lighthouse_all_projects_10k: lhProjects10k.score,
    login_list_p99_increase: round((signIns.withSignIns.p99 / signIns.quiet.p99 - 1) * 100, 1),
    event_loop_p99_ms: signIns.loopP99,
    enumeration_gap_ms: largestGap(enumeration),
    mail_delivery_p50_ms: mail.figures.p50Ms,
    mail_delivery_p99_ms: mail.figures.p99Ms,
    worker_rss_mb_10k_queued_mails: mail.figures.workerPeakMb,
    server_rss_mb_10k_queued_mails: mail.figures.serverPeakMb,
  };
  const budgets = checkBudgets(figures);
  const results: Results = {
    ...figures,
    generated_at: new Date().toISOString(),
    quick: options.quick,
    machine,
    data: {
      list_projects: listData.projects,
      list_milestones: listData.milestones,
      list_role_links: listData.role_links,
      big_list_projects: bigListData.projects,
      big_list_milestones: bigListData.milestones,
      big_list_role_links: bigListData.role_links,
      search_projects: searchData.projects,
      search_milestones: searchData.milestones,
      search_role_links: searchData.role_links,
    },
    budgets,
    passed: budgets.every((b) => b.pass),
    details: {
      list,
      conditional: {
        revalidation: conditional.app,
        small_file: conditional.small,
        small_file_bytes: smallBytes,
        session_read: conditional.sessionRead,
      },
      after_write: afterWrite,
      saves,
      list_10k: { ...list10k, bytes: list10kBytes },
      server_memory_10k: memory,
      page_heap_10k: pageHeap,
      sign_ins: signIns,
      enumeration,
      search,
      overview_10k: { figures: overview, page_bytes_1k: overviewBytes1k, page_bytes_10k: overviewBytes10k },
      js_gzip_bytes: scripts,
      page_bytes: pageBytes,
      lighthouse: {
        login: { scores: lhLogin.runs, benchmark_index: lhLogin.benchmarkIndex },
        all_projects: { scores: lhProjects.runs, benchmark_index: lhProjects.benchmarkIndex },
        all_projects_10k: { scores: lhProjects10k.runs, benchmark_index: lhProjects10k.benchmarkIndex },
      },
      statements_n1000: n1000.statements,
      mail: mail.figures,
    },
  };
  writeResults(results);
  console.log(`\n${resultsMarkdown(results)}\n`);
  log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)} and docs/benchmarks.md`);
  const failed = budgets.filter((b) => !b.pass);
  if (failed.length) {
    console.error(`Budgets failed: ${failed.map((b) => `${b.field} = ${b.value} (budget ${b.budget})`).join("; ")}`);
    return 1;
  }
  log("All budgets met");
  return 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(2);
  });
