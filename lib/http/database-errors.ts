// Errors that mean PostgreSQL is unreachable (stopped, restarting, network), as opposed to a bug.
const CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "57P01", "57P02", "57P03", "08006", "08001", "08003"]);

export function isDatabaseDown(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|the database system is (starting|shutting) up|DatabaseNotReachable|Can't reach database/i.test(message)) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Text PostgreSQL cannot store (a NUL character, or bytes that are not UTF-8): bad input from
 * the caller, answered 400 like unreadable JSON rather than as a failure of ours.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && /Code: `(22021|22P05)`|invalid byte sequence for encoding/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
