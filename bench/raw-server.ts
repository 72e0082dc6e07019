// The baselines: a plain node:http server with a pg pool that runs exactly the SQL the app runs
// (text and parameters captured from the app's own query builders) and answers its JSON text
// as the app does, and the app's list answer served as a static file. No framework, no session, no checks:
// the floor the app is compared with. Started by the harness: raw-server.ts <config.json>.
// A statement marked `notModified` is answered 304 without a body once it has run: the least a
// revalidation costs when the server must read the session first, as the app's does. One marked
// `rows` answers its rows as JSON (the overview's figures).
import fs from "node:fs";
import http from "node:http";
import pg from "pg";

export type RawServerConfig = {
  port: number;
  databaseUrl: string;
  /** path -> statement; GET or POST, the body (if any) is read and ignored */
  queries: Record<string, { text: string; values: unknown[]; notModified?: boolean; rows?: boolean }>;
  /** path -> file served as it is */
  files: Record<string, string>;
};

function main(): void {
  const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8")) as RawServerConfig;
  // The same pool size as the app's Prisma adapter (lib/db/index.ts).
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    req.resume();
    req.on("end", () => {
      const query = config.queries[path];
      const file = config.files[path];
      if (query) {
        pool.query<{ doc: string }>(query.text, query.values).then(
          ({ rows }) => {
            if (query.notModified) {
              res.writeHead(304);
              res.end();
              return;
            }
            // `rows`: a figure's counts, answered as JSON (the app answers them as CSV).
            const body = query.rows ? JSON.stringify(rows) : `{"projects":[${rows.map((row) => row.doc).join(", ")}]}`;
            res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
            res.end(body);
          },
          (error: Error) => {
            res.writeHead(500, { "content-type": "text/plain" });
            res.end(error.message);
          },
        );
      } else if (file) {
        const size = fs.statSync(file).size;
        res.writeHead(200, { "content-type": "application/json", "content-length": size });
        fs.createReadStream(file).pipe(res);
      } else if (path === "/health") {
        res.end("ok");
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(config.port, "127.0.0.1");
  process.on("SIGTERM", () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}

main();
