// Command-line flags of the start script.
//   --dev        run `next dev` instead of the production server (no build needed)
//   --no-server  prepare everything (database, migrations, demo data) and keep the database
//                running, but start no web server; used by tests and for database-only work

export interface StartOptions {
  dev: boolean;
  server: boolean;
}

export function parseStartOptions(argv: string[]): StartOptions {
  const known = new Set(["--dev", "--no-server"]);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(" ")}; use --dev or --no-server`);
  return { dev: argv.includes("--dev"), server: !argv.includes("--no-server") };
}
