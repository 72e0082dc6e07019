import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// A throwaway cluster of the distribution's own PostgreSQL (Debian's postgresql package; CI
// installs it), for the one test that needs pg_dump and pg_restore: they refuse a server newer
// than themselves, and the embedded PostgreSQL ships neither. As root the cluster runs as the
// `postgres` user, which the package creates.

const VERSIONS_DIR = "/usr/lib/postgresql";

export type DebianPostgres = {
  version: string;
  /** A tool of the same version: pg_dump, pg_restore, ... */
  bin(tool: string): string;
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): void;
};

function newestInstalled(): string {
  const versions = fs.existsSync(VERSIONS_DIR)
    ? fs.readdirSync(VERSIONS_DIR).filter((v) => fs.existsSync(path.join(VERSIONS_DIR, v, "bin", "pg_dump")))
    : [];
  if (!versions.length) {
    throw new Error(`No PostgreSQL server tools in ${VERSIONS_DIR}: install Debian's postgresql package (.ci/run does)`);
  }
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

export async function startDebianPostgres(port: number): Promise<DebianPostgres> {
  const version = newestInstalled();
  const bin = (tool: string) => path.join(VERSIONS_DIR, version, "bin", tool);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debian-pg-"));
  const asServerUser = (file: string, args: string[]) => {
    const [command, argv] = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
    execFileSync(command, argv, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  asServerUser(bin("initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=localhost`;
  asServerUser(bin("pg_ctl"), ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const url = (database: string) => `postgresql://postgres@localhost:${port}/${database}`;
  return {
    version,
    bin,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      await client.query(`CREATE DATABASE "${name}"`).finally(() => client.end());
    },
    stop() {
      try {
        asServerUser(bin("pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
