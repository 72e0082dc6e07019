// Who runs each shell command the documentation shows (tests/docs/documented-commands.test.ts
// holds the docs against this list). A command is matched by its exact text, by a pattern for a
// family, or by the recipe block it stands in (`<!-- recipe: NAME -->`), which the runner reads
// from the page by that name. Each runner file must hold `evidence`, the place where it runs it.
// `how` says what differs from typing the command, where something does.

export type Runner = { file: string; evidence: string };
export type CommandRunners = ({ command: string | RegExp } | { recipe: string }) & { ranBy: Runner[]; how?: string };

const IMAGE_TEST = "scripts/image/test-image.ts";
const OPERATOR_TEST = "tests/docs/operator-commands.test.ts";
const PG_DUMP_TEST = "tests/reliability/pg-dump-restore.test.ts";

export const COMMAND_RUNNERS: CommandRunners[] = [
  // README.md
  {
    command: "npm ci && npm start",
    ranBy: [
      { file: ".ci/run", evidence: "npm ci --no-audit --no-fund" },
      { file: "tests/start/start-process.ts", evidence: '"scripts/start.ts"' },
    ],
    how: "CI installs with npm ci; the start test runs the start script as npm start does",
  },
  { command: "npm test", ranBy: [{ file: ".ci/run", evidence: "npm test" }] },
  {
    command: /^DATABASE_URL=\S+ SESSION_SECRET="\$\(openssl rand -base64 48\)" ENCRYPTION_KEY=.* npm start$/,
    ranBy: [{ file: "tests/reliability/two-instances.test.ts", evidence: "DATABASE_URL: databaseUrl" }],
    how: "the second instance: the start script against a PostgreSQL of its own, with its secrets and SMTP",
  },
  {
    command: /^export (APP_URL|SESSION_SECRET|SMTP_URL)=/,
    ranBy: [
      { file: "scripts/image/containers.ts", evidence: '"--env", `SESSION_SECRET=' },
      { file: "tests/image/compose-and-dockerfile.test.ts", evidence: '"POSTGRES_PASSWORD"' },
    ],
    how: "the image test starts the image with these settings; the compose test shows compose refuses to start without them",
  },
  {
    command: /^(git pull && )?docker compose up -d --build$/,
    ranBy: [
      { file: ".ci/run", evidence: "scripts/image/build-image.sh" },
      { file: IMAGE_TEST, evidence: "await startApp(" },
    ],
    how: "no Docker engine here: the same Dockerfile is built with podman and the image test starts it on PostgreSQL 18, also on a database an interrupted start left",
  },
  {
    command: /^docker compose exec app /,
    ranBy: [{ file: IMAGE_TEST, evidence: "containerCommands(" }],
    how: "as written, with `podman exec <container>` for `docker compose exec app`",
  },
  // docs/operations.md
  { recipe: "admin-commands", ranBy: [{ file: OPERATOR_TEST, evidence: '"admin-commands"' }] },
  { recipe: "rotate-encryption-key", ranBy: [{ file: OPERATOR_TEST, evidence: '"rotate-encryption-key"' }] },
  ...["compose-backup", "compose-restore", "compose-swap"].map((recipe) => ({
    recipe,
    ranBy: [{ file: PG_DUMP_TEST, evidence: `"${recipe}"` }],
    how: "with a stand-in `docker` that runs each tool as the database container would",
  })),
  ...["plain-backup", "plain-restore"].map((recipe) => ({ recipe, ranBy: [{ file: PG_DUMP_TEST, evidence: `"${recipe}"` }] })),
  {
    command: /^node --import tsx scripts\/backup\.ts \S+\.json$/,
    ranBy: [{ file: "tests/reliability/backup-restore.test.ts", evidence: '"scripts/backup.ts"' }],
    how: "into a file of a temporary folder",
  },
  {
    command: /^DATA_DIR=\S+ node --import tsx scripts\/restore\.ts \S+\.json$/,
    ranBy: [{ file: "tests/reliability/backup-restore.test.ts", evidence: '"scripts/restore.ts"' }],
    how: "into a new database named by DATABASE_URL, the other target the page gives",
  },
  // docs/benchmarks.md
  {
    command: "npx next build",
    ranBy: [{ file: "tests/helpers/app-build.ts", evidence: '"node_modules/next/dist/bin/next", "build"' }],
    how: "the tests that start the app (the end-to-end set-up among them) build with Next's own command into a folder of their own",
  },
  {
    command: /^npm run bench( -- --quick)?$/,
    ranBy: [{ file: OPERATOR_TEST, evidence: "npm run bench" }],
    how: "as written, as far as its first step: without a build it stops and names `npx next build`; a whole run is the benchmark itself",
  },
  // docs/decisions/007-password-rules.md
  {
    command: /^node -e 'const l=require\("@zxcvbn-ts\/language-common/,
    ranBy: [{ file: "tests/docs/common-password-list.test.ts", evidence: "007-password-rules.md" }],
  },
];
