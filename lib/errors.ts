// The errors an operation in lib/ throws when it refuses: what went wrong in the domain's own
// terms, not as an HTTP status. The route wrapper (lib/http/domain-error-answer.ts) turns each into
// its status and the product's body (docs/product.md#calls) in one place; the admin command line
// prints them. No "server-only" here: the command line and tests use these too, and nothing in them
// is secret.

/** Field-keyed message lists, the product's shape of a refused input (docs/product.md#calls). */
export type FieldErrors = Record<string, string[]>;

/** Extra keys an answer carries beside its message (`redirect`, `reauthenticate`, `current`…). */
export type Details = Record<string, unknown>;

export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Keys the answer carries after the message, in this order. */
    readonly details: Details = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not the caller's to know about). */
export class NotFound extends DomainError {
  constructor(message = "That item no longer exists.", details: Details = {}) {
    super(message, details);
  }
}

/** The caller may not do this; `details` may send them somewhere (`redirect`) or ask for a proof. */
export class Forbidden extends DomainError {
  constructor(message = "You do not have permission to do that.", details: Details = {}) {
    super(message, details);
  }
}

/**
 * The caller's own session ends for what it did (too many wrong proofs from it): the route
 * wrapper signs the browser out with the refusal, which sends it to the sign-in page.
 */
export class SessionEnded extends Forbidden {
  constructor(message: string) {
    super(message, { redirect: "/login/" });
  }
}

/** The signed-in account is needed and there is none. */
export class SignInRequired extends Forbidden {
  constructor() {
    super("Please sign in to continue.", { redirect: "/login/" });
  }
}

/** The change clashes with the current state (a newer version, the last admin, an item in use). */
export class Conflict extends DomainError {}

/** The input breaks a rule of its fields: one message list per field. */
export class Invalid extends DomainError {
  constructor(
    readonly fieldErrors: FieldErrors,
    details: Details = {},
  ) {
    super(Object.values(fieldErrors).flat().join(" ") || "Invalid input.", details);
  }
}

/** The request is refused as a whole (not one field): nothing to verify, a wrong proof. */
export class Refused extends DomainError {}

/** A passkey ceremony failed: answered with its named code so the screen can explain it. */
export class PasskeyRefused extends DomainError {
  constructor(
    readonly code: string,
    message: string,
    details: Details = {},
  ) {
    super(message, details);
  }
}

/** What was sent is larger than the operation takes (an uploaded file over its limit). */
export class TooLarge extends DomainError {}

/** A share link that existed but no longer opens (revoked or expired). */
export class Gone extends DomainError {}

/** Too many attempts from this caller; `retryAfterSeconds` when it is known. */
export class TooMany extends DomainError {
  constructor(
    message = "Too many attempts. Please wait a minute and try again.",
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Something the operation needs (mail, the hashing workers) cannot take it just now. */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
