// Database errors that are not bugs of ours, recognised through the driver's and Prisma's
// wrappings (the PostgreSQL code may sit on the error, on a cause, or only in the message).

/** True when the error or one of its causes passes `test`. */
function anyCause(error: unknown, test: (code: unknown, message: unknown) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (test(code, message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

// PostgreSQL unreachable (stopped, restarting, network).
const CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "57P01", "57P02", "57P03", "08006", "08001", "08003"]);

/**
 * The pool had no free connection within its wait (`connectionTimeoutMillis`, lib/db/index.ts):
 * every connection busy. pg-pool throws a plain Error with this message, and Prisma's adapter
 * passes it on as it is. Answered like a database that does not answer: 503, try again shortly.
 */
export function isPoolTimeout(error: unknown): boolean {
  return anyCause(error, (_code, message) => typeof message === "string" && /timeout exceeded when trying to connect/i.test(message));
}

export function isDatabaseDown(error: unknown): boolean {
  if (isPoolTimeout(error)) return true;
  return anyCause(
    error,
    (code, message) =>
      (typeof code === "string" && CODES.has(code)) ||
      (typeof message === "string" &&
        /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|the database system is (starting|shutting) up|DatabaseNotReachable|Can't reach database/i.test(message)),
  );
}

/**
 * Text PostgreSQL cannot store (a NUL character, or bytes that are not UTF-8): bad input from
 * the caller, answered 400 like unreadable JSON rather than as a failure of ours.
 */
export function isUnstorableText(error: unknown): boolean {
  return anyCause(
    error,
    (code, message) =>
      code === "22021" ||
      code === "22P05" ||
      (typeof message === "string" && /Code: `(22021|22P05)`|invalid byte sequence for encoding/.test(message)),
  );
}

/**
 * A row this change refers to was removed by someone else between our checks and our write
 * (e.g. a status deleted while a project is saved with it): a conflict, not a failure of ours.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return anyCause(
    error,
    (code, message) =>
      code === "23503" || code === "P2003" || (typeof message === "string" && /Code: `23503`|violates foreign key constraint/.test(message)),
  );
}
