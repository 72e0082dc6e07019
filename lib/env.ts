import "server-only";
import { z } from "zod";

// Every setting of the app, parsed once. A bad value stops the start with a message naming it.
// The start script (scripts/start.ts) fills DATABASE_URL and SESSION_SECRET for the embedded
// database before the server reads them.

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

export const envSchema = z
  .object({
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default("./.data"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Project Directory <no-reply@localhost>"),
    SEED_DEMO: booleanFlag.optional(),
    DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").default("Anaesthesia-Demo-2026"),
    // How many reverse proxies in front of the app append to X-Forwarded-For (0: none, the
    // connection's own address is the client's). See lib/http/client-address.ts.
    TRUST_PROXY: z.coerce.number().int("must be a whole number of proxy hops").min(0).max(10).default(0),
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
  }));

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

let cached: Env | undefined;

/** The app's settings. The server needs DATABASE_URL and SESSION_SECRET by the time it runs. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function requireSessionSecret(): string {
  const secret = env().SESSION_SECRET;
  if (!secret) throw new Error("Invalid configuration:\n  SESSION_SECRET: is required");
  return secret;
}
