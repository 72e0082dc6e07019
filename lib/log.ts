import "server-only";

// One JSON line per request and per security event, UTC time, to stdout where the operator's
// log collector reads it. JSON.stringify escapes CR/LF, so input cannot forge a line.
// Never pass a password, code, token or secret in `fields`.

type Fields = Record<string, string | number | boolean | null | undefined>;

export function logEvent(event: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), event, ...fields });
  process.stdout.write(line + "\n");
}

export function logError(event: string, error: unknown, fields: Fields = {}): void {
  const message = error instanceof Error ? error.message : String(error);
  const line = JSON.stringify({
    time: new Date().toISOString(),
    event,
    level: "error",
    error: message.slice(0, 500),
    ...fields,
  });
  process.stderr.write(line + "\n");
}
