import fs from "node:fs";
import path from "node:path";

// The shell blocks of a doc page marked `<!-- recipe: NAME -->`, so a test runs exactly what
// the page tells an operator to run.

export function readRecipes(docFile: string): Map<string, string> {
  const text = fs.readFileSync(docFile, "utf8");
  const recipes = new Map<string, string>();
  for (const match of text.matchAll(/<!-- recipe: ([\w-]+) -->\s*\n```sh\n([\s\S]*?)\n```/g)) {
    recipes.set(match[1], match[2]);
  }
  return recipes;
}

/**
 * A stand-in for `docker` that runs `docker compose exec -T db TOOL ARGS…` as the database
 * container would: TOOL from the server's own binaries, against the server on `port` (the
 * container's local socket), with the container's standard input and output. `stop`/`start`
 * of the app are recorded. `exec` without -T is refused: through a terminal a binary dump is
 * garbled.
 */
export function writeDockerStandIn(dir: string, binDir: string, port: number): string {
  const file = path.join(dir, "docker");
  fs.writeFileSync(
    file,
    `#!/bin/sh
[ "$1" = compose ] || { echo "not a compose command: $*" >&2; exit 90; }
shift
case "$1" in
  exec)
    shift
    [ "$1" = -T ] || { echo "docker compose exec without -T would put a terminal in the stream" >&2; exit 91; }
    shift
    [ "$1" = db ] || { echo "unknown service $1" >&2; exit 92; }
    shift
    tool="$1"; shift
    PGHOST=localhost PGPORT=${port} exec "${binDir}/$tool" "$@"
    ;;
  stop|start) echo "$*" >> "${dir}/compose-actions" ;;
  *) echo "unexpected: compose $*" >&2; exit 93 ;;
esac
`,
    { mode: 0o755 },
  );
  return file;
}
