import path from "node:path";

// Preloaded into the Next server process with `--require` (see each file in scripts/server/):
// the connection's own address in a header the client cannot set, and the prepared lists' own
// Content-Encoding. `npm start`, `npm run dev` and the container all start the server with both.
const HOOKS = ["peer-address.cjs", "prepared-encoding.cjs"];

/** The hooks' files under the app's root folder. */
export function serverHookFiles(root: string): string[] {
  return HOOKS.map((file) => path.resolve(root, "scripts", "server", file));
}
