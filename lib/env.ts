import { z } from "zod";

// Every setting of the app, in one place: its schema, default and normalising. A bad value stops
// the start with a message naming it. The start script (scripts/start.ts) fills DATABASE_URL and
// SESSION_SECRET for the embedded database before the server reads them.
//
// No "server-only" here: proxy.ts, which runs outside React's server environment, reads the app's
// address and hosts from here too. Nothing in this file is secret; the values are, and the
// browser never has them (its bundle sees an empty environment). ESLint keeps components out.

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const logLevelSchema = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info");

const settings = z.object({
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default("./.data"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Pooled URL the app runs on (may be PgBouncer in transaction mode); migrations and their
    // lock need a session of their own, so they use DIRECT_DATABASE_URL when it is set.
    DIRECT_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    HOST: z.string().min(1).optional(),
    // Hosts besides APP_URL's that may name this app in a request's Host (or, behind a trusted
    // proxy, X-Forwarded-Host): comma-separated, as browsers send them (`name`, or `name:port`
    // for a port other than the scheme's). Every other host is refused (lib/http/host-check.ts).
    ALLOWED_HOSTS: z
      .string()
      .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/, "each entry must be a host or host:port")))
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    // Key for secrets stored in the database (TOTP). Unset: derived from SESSION_SECRET, as
    // before this setting existed, so older installations keep reading what they stored.
    ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    // Comma-separated keys still accepted for reading while `rotate-encryption-key` moves
    // every stored secret to ENCRYPTION_KEY.
    ENCRYPTION_KEY_PREVIOUS: z
      .string()
      .transform((v) => v.split(",").map((k) => k.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(32, "each key must be at least 32 characters")))
      .optional(),
    LOG_LEVEL: logLevelSchema,
    MAIL_OUTBOX: booleanFlag.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Project Directory <no-reply@localhost>"),
    // The organisation's name as documents made for people print it (the "My contributions" PDF).
    // Unset: the display name of MAIL_FROM, the name the organisation's mail already goes out under.
    ORGANISATION_NAME: z.string().trim().min(1).max(200).optional(),
    SEED_DEMO: booleanFlag.optional(),
    DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").default("Anaesthesia-Demo-2026"),
    // How many reverse proxies in front of the app append to X-Forwarded-For (0: none, the
    // connection's own address is the client's). See lib/http/client-address.ts.
    TRUST_PROXY: z.coerce.number().int("must be a whole number of proxy hops").min(0).max(10).default(0),
    // Sessions made through an organisation's identity provider end after at most this many
    // hours (sooner if the usual lifetime is shorter); the person then signs in at the provider
    // again, so someone who left the organisation is out within this time.
    OIDC_SESSION_HOURS: z.coerce.number().int("must be a whole number of hours").min(1).max(720).default(12),
    // Off: every list request builds its answer afresh instead of using the prepared lists
    // (lib/projects/prepared-lists/, docs/decisions/024-prepared-project-lists.md). For measuring
    // what preparing gains; leave it on.
    PREPARED_LISTS: booleanFlag.optional(),
    // Off: this instance serves requests only and a worker runs elsewhere (`npm run worker`, or
    // the image started with the `worker` argument). See lib/worker/worker.ts.
    WORKER_IN_PROCESS: booleanFlag.optional(),
    // Sent (and cancelled) mail is deleted this many days after it went, by the daily clean-up.
    MAIL_RETENTION_DAYS: z.coerce.number().int("must be a whole number of days").min(1).max(3650).default(90),
    // A project not changed or checked for this many months gets a review reminder to its leads
    // and shows "Not changed since" in the lists (docs/product.md#review-reminders).
    REVIEW_AFTER_MONTHS: z.coerce.number().int("must be a whole number of months").min(1).max(120).default(12),
    // An account nobody signed in to for this many months is warned by mail, then disabled 30 days
    // later unless someone signs in (docs/product.md#retention).
    INACTIVE_ACCOUNT_MONTHS: z.coerce.number().int("must be a whole number of months").min(1).max(240).default(24),
    // Activity-log entries older than this many years are deleted by the daily retention task.
    ACTIVITY_RETENTION_YEARS: z.coerce.number().int("must be a whole number of years").min(1).max(100).default(6),
    // Set by the start script for its own server on the embedded database (a developer's
    // machine): the dev outbox then also logs codes and links (lib/mail/outbox.ts).
    EMBEDDED_DATABASE: booleanFlag.optional(),
    // Tests only: a file holding an offset in milliseconds that moves this process's clock
    // (lib/clock.ts), so a test can make a day pass for a server it started.
    CLOCK_OFFSET_FILE: z.string().min(1).optional(),
    NODE_ENV: z.string().optional(),
  });

const envSchema = settings.transform((env) => {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    ...env,
    APP_URL: appUrl,
    /** Every host a request may name (Host, or X-Forwarded-Host behind a trusted proxy). */
    ALLOWED_HOSTS: hostsOf(appUrl, env.ALLOWED_HOSTS ?? []),
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
    MAIL_OUTBOX: env.MAIL_OUTBOX ?? false,
    ORGANISATION_NAME: env.ORGANISATION_NAME ?? displayNameOf(env.MAIL_FROM),
    PREPARED_LISTS: env.PREPARED_LISTS ?? true,
    WORKER_IN_PROCESS: env.WORKER_IN_PROCESS ?? true,
    ENCRYPTION_KEY_PREVIOUS: env.ENCRYPTION_KEY_PREVIOUS ?? [],
    EMBEDDED_DATABASE: env.EMBEDDED_DATABASE ?? false,
    DEVELOPMENT: env.NODE_ENV !== "production",
  };
});

/** "Project Directory" of `"Project Directory" <no-reply@example.org>`; without a name, the default's. */
function displayNameOf(from: string): string {
  const name = from.match(/^\s*"?([^"<]*?)"?\s*</)?.[1]?.trim();
  return name || "Project Directory";
}

/**
 * APP_URL's host and the listed ones. An app at `localhost` (the default of `npm start`) also
 * answers as 127.0.0.1 and [::1] on its port: the same machine, under the names people type.
 */
function hostsOf(appUrl: string, listed: string[]): string[] {
  const url = new URL(appUrl);
  const hosts = [url.host.toLowerCase(), ...listed];
  if (url.hostname === "localhost") {
    const port = url.port ? `:${url.port}` : "";
    hosts.push(`127.0.0.1${port}`, `[::1]${port}`);
  }
  return [...new Set(hosts)];
}

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws an Error whose message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blanksRemoved = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = envSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

const NAMES = Object.keys(settings.shape);
let cached: { key: string; env: Env } | undefined;

/**
 * The app's settings. The server needs DATABASE_URL and SESSION_SECRET by the time it runs.
 * Parsed again only when a variable changed since the last call (tests point SMTP_URL at their
 * own listener while the process runs; reading the names costs a few microseconds).
 */
export function env(): Env {
  const key = NAMES.map((name) => process.env[name] ?? "").join("\u0000");
  if (cached?.key !== key) cached = { key, env: parseEnv(process.env) };
  return cached.env;
}

/** Where migrations and their lock go: a direct session, not a transaction-mode pooler. */
export function migrationUrl(env: Pick<Env, "DATABASE_URL" | "DIRECT_DATABASE_URL">): string | undefined {
  return env.DIRECT_DATABASE_URL ?? env.DATABASE_URL;
}

/**
 * In production (DATABASE_URL set) mail must reach people: without SMTP_URL the app refuses to
 * start unless the operator chose the file outbox explicitly. Returns the refusal, or null.
 */
export function mailProblem(env: Pick<Env, "DATABASE_URL" | "SMTP_URL" | "MAIL_OUTBOX">): string | null {
  if (!env.DATABASE_URL || env.SMTP_URL || env.MAIL_OUTBOX) return null;
  return (
    "Invalid configuration:\n  SMTP_URL: is required when DATABASE_URL is set, or sign-in codes and links reach nobody. " +
    "Set SMTP_URL to your mail server, or set MAIL_OUTBOX=1 to write mail to DATA_DIR/outbox.jsonl (readable by the server's user only) instead."
  );
}

/** Said at start while stored secrets still use the SESSION_SECRET derivation. */
export const ENCRYPTION_KEY_ADVICE =
  "ENCRYPTION_KEY is not set: stored TOTP secrets are encrypted with a key derived from SESSION_SECRET, " +
  "so changing SESSION_SECRET would turn off every two-factor enrolment. To move: set ENCRYPTION_KEY " +
  "(e.g. `openssl rand -base64 48`), keep SESSION_SECRET as it is, restart, then run " +
  "`npm run admin -- rotate-encryption-key` (see docs/operations.md).";

export function requireSessionSecret(): string {
  const secret = env().SESSION_SECRET;
  if (!secret) throw new Error("Invalid configuration:\n  SESSION_SECRET: is required");
  return secret;
}
