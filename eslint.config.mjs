import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// A form submitted before the page's script runs (a quick Enter on a slow phone) is sent by the
// browser itself: with GET, what was typed, a password included, would land in the address bar,
// the history and every proxy's log. With POST the page just reloads.
const formsPost = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
  message: 'Give every <form> method="post": a submit the script did not catch must not put the fields in the URL.',
};

// The server's "now" is the app's clock (lib/clock.ts), which tests move instead of waiting; a
// decision taken by the machine's clock cannot be tested and drifts from the rest. The browser's
// own timers (lib/client/, components/) are not the app's clock.
const appClockOnly = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Use clock.now() (lib/clock.ts): the server's time is the app's clock." },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Use clock.ms() (lib/clock.ts): the server's time is the app's clock." },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: { "no-restricted-syntax": ["error", formsPost] },
  },
  {
    files: ["lib/**/*.ts", "emails/**/*.ts"],
    ignores: ["lib/clock.ts", "lib/client/**", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", formsPost, ...appClockOnly] },
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
    // Domain modules know nothing of HTTP: lib/http turns their results and errors into answers,
    // so a domain reaching into it would tie an operation to a request and make a cycle of the
    // folders. The route wrapper and the calls table (lib/http) and the browser's side of them
    // (lib/client) are the HTTP side.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    ignores: ["lib/http/**", "lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/http", "@/lib/http/**", "**/lib/http", "**/lib/http/**", "../http", "../http/**", "../../http", "../../http/**"],
              message: "Domain modules stay free of HTTP: move the shared piece out of lib/http (lib/validation/, lib/<domain>/) and import it from there.",
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
