import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A form submitted before the page's script runs (a quick Enter on a slow phone) is sent
      // by the browser itself: with GET, what was typed, a password included, would land in
      // the address bar, the history and every proxy's log. With POST the page just reloads.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message: 'Give every <form> method="post": a submit the script did not catch must not put the fields in the URL.',
        },
      ],
    },
  },
  {
    // Thin handlers: a route declares its level, schemas and answer and calls one operation in
    // lib/, which owns the data access. A handler reaching for the database is logic in the wrong place.
    files: ["app/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@/lib/db", message: "Handlers call one operation in lib/; the database is reached from there." }],
          patterns: [
            {
              group: ["@/lib/db/*", "!@/lib/db/health", "@/lib/generated/**", "**/lib/generated/**", "@prisma/client", "@prisma/client/**"],
              message: "Handlers call one operation in lib/; the Prisma client is used from there.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      // other build folders: the e2e suite's and any NEXT_DIST_DIR
      ".next-*/**",
      ".data/**",
      "lib/generated/**",
      "test-results/**",
      "playwright-report/**",
      "bench/work/**",
      // the image's compiled commands (scripts/image/bundle-scripts.mjs)
      "dist/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
