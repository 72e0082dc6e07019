// Import cycles (docs/decisions/042-no-import-cycles.md), checked by `npm run lint`:
// - between files, type-only imports included: a cycle of types is still two modules that can
//   only be understood, tested and moved together;
// - between the domain folders of lib/ (lib/auth, lib/mail, lib/jobs…): a folder's code may use
//   a folder below it, never one that uses it back, so each domain can be read from the bottom up.
// The domain folders that still import each other in circles (decision 042 says how to undo it):
// the activity log's writers and its Messages reads share lib/activity; lib/auth holds both what
// every domain signs in with and the account screens that use people, organisations and exports;
// the project page reads interest and reviews, which read the projects' rules. Remove a folder
// from this list once no cycle passes through it.
const TANGLED = "^lib/(activity|auth|data-export|interest|organisations|people|projects|reviews)$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A file must not import, through any chain (types included), a file that imports it: move the shared piece down, pass a function in, or split the module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-domains",
      severity: "error",
      comment: "The domain folders of lib/ must not import each other in a circle: move what both need into the lower one (or lib/*.ts), or have the higher one pass it in.",
      scope: "folder",
      from: { path: "^lib/[^/]+$", pathNot: TANGLED },
      to: { path: "^lib/[^/]+$", circular: true },
    },
    {
      name: "no-circular-domains-tangled",
      severity: "warn",
      comment: "Still to untangle (decision 042): these folders import each other in circles today. Shown on every lint; a cycle that reaches any other folder is an error.",
      scope: "folder",
      from: { path: TANGLED },
      to: { path: "^lib/[^/]+$", circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    exclude: { path: ["^lib/generated/", "\\.test\\.tsx?$"] },
    // type-only imports count: `import type` is a dependency for this check
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
