import "server-only";
import pino, { type Logger } from "pino";
import { prettyFactory } from "pino-pretty";
import { env } from "@/lib/env";
import { requestContextIfAny } from "@/lib/request-context";

// Every line the server writes goes through pino: one JSON object per line (JSON escapes CR/LF,
// so input cannot forge a line) with a level, UTC ISO time, the event name and, inside a
// request, its request id. Info and below go to stdout, warnings and errors to stderr, where the
// operator's log collector reads them. See docs/decisions/020-pino-logs-and-operator-settings.md.
//
// Never pass a password, code, token or secret in `fields`; should one slip through under a
// usual name, the `redact` list below censors it before the line is written.

type Fields = Record<string, string | number | boolean | null | undefined>;

/** Field names that carry secrets, at the top level and one level down (e.g. `headers.cookie`). */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "oldPassword",
  "passwordHash",
  "code",
  "token",
  "secret",
  "totpSecret",
  "sessionSecret",
  "encryptionKey",
  "cookie",
  "cookies",
  "authorization",
  "link",
  "linkId",
  "link_id",
  "otp",
  "challenge",
];
const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  // Request and response headers, wherever an object carrying them is logged.
  ...["cookie", "authorization", '["set-cookie"]', '["x-csrftoken"]'].flatMap((h) => [`headers.${h}`, `*.headers.${h}`].map((p) => p.replace(".[", "["))),
];

function levelOf(): pino.LevelWithSilent {
  try {
    return env().LOG_LEVEL;
  } catch {
    // A bad setting stops the start with its own message; until then the logger still works.
    return "info";
  }
}

/**
 * A destination that writes through process.stdout/stderr, so nothing bypasses the process's
 * streams. In a terminal (a developer's `npm start`) each line is made readable by pino-pretty;
 * anywhere else (a container, a log collector, the tests) it stays one JSON object a line.
 */
function toStream(stream: NodeJS.WriteStream) {
  if (!stream.isTTY) return { write: (line: string) => stream.write(line) };
  const pretty = prettyFactory({ messageKey: "event", translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", colorize: true });
  return { write: (line: string) => stream.write(pretty(line)) };
}

export function createLogger(options: { level?: pino.LevelWithSilent } = {}): Logger {
  return pino(
    {
      level: options.level ?? levelOf(),
      messageKey: "event",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: pino.stdSerializers.err },
      // Inside a request every line names it and the client's address (lib/request-context.ts),
      // so no caller passes them.
      mixin: () => {
        const request = requestContextIfAny();
        if (!request) return {};
        // An IPv6 client's lines also name its /64, the unit the limits count, for grouping.
        return { requestId: request.requestId, ip: request.ip, ...(request.ipBlock !== request.ip ? { ipBlock: request.ipBlock } : {}) };
      },
    },
    pino.multistream(
      [
        { level: "trace", stream: toStream(process.stdout) },
        { level: "warn", stream: toStream(process.stderr) },
      ],
      { dedupe: true },
    ),
  );
}

const forwarders = new Map<NodeJS.WriteStream, { write: (line: string) => unknown }>();

/**
 * Writes a line another process logged (the Next server the start script runs, whose output is a
 * pipe and so JSON) as this process writes its own: readable in a terminal, JSON otherwise.
 */
export function forwardLogLine(stream: NodeJS.WriteStream, jsonLine: string): void {
  let destination = forwarders.get(stream);
  if (!destination) forwarders.set(stream, (destination = toStream(stream)));
  destination.write(`${jsonLine}\n`);
}

let shared: Logger | undefined;

/** The process's logger (created on first use, so LOG_LEVEL is read after .env is loaded). */
export function logger(): Logger {
  shared ??= createLogger();
  return shared;
}

/** pino's own `level` is the line's severity; an account's level is logged as `accountLevel`. */
function withoutLevel(fields: Fields): Fields {
  if (!("level" in fields)) return fields;
  const { level, ...rest } = fields;
  return { ...rest, accountLevel: level };
}

export function logEvent(event: string, fields: Fields = {}): void {
  logger().info(withoutLevel(fields), event);
}

export function logWarning(event: string, fields: Fields = {}): void {
  logger().warn(withoutLevel(fields), event);
}

/** An error with its stack, for the server's log only (answers never carry it). */
export function logError(event: string, error: unknown, fields: Fields = {}): void {
  const err = error instanceof Error ? error : new Error(String(error));
  logger().error({ ...withoutLevel(fields), err }, event);
}
