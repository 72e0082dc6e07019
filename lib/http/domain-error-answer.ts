import "server-only";
import {
  Conflict,
  DomainError,
  Forbidden,
  Gone,
  Invalid,
  NotFound,
  PasskeyRefused,
  Refused,
  TooLarge,
  TooMany,
  Unavailable,
} from "@/lib/errors";

// The one place a domain error becomes an HTTP answer: its status, body and headers. Bodies keep
// the product's shapes (docs/product.md#calls): field-keyed message lists on 422, errorMessage
// otherwise.

export type ErrorAnswer = { status: number; body: Record<string, unknown>; headers: Record<string, string> };

function statusOf(error: DomainError): number {
  if (error instanceof NotFound) return 404;
  if (error instanceof Forbidden) return 403;
  if (error instanceof Conflict) return 409;
  if (error instanceof Gone) return 410;
  if (error instanceof TooLarge) return 413;
  if (error instanceof Invalid || error instanceof Refused || error instanceof PasskeyRefused) return 422;
  if (error instanceof TooMany) return 429;
  if (error instanceof Unavailable) return 503;
  return 500;
}

function bodyOf(error: DomainError): Record<string, unknown> {
  if (error instanceof Invalid) return { errors: error.fieldErrors, ...error.details };
  if (error instanceof PasskeyRefused) {
    return { success: false, error: error.code, errorMessage: error.message, ...error.details };
  }
  return { errorMessage: error.message, ...error.details };
}

function headersOf(error: DomainError): Record<string, string> {
  const retryAfter = error instanceof TooMany || error instanceof Unavailable ? error.retryAfterSeconds : undefined;
  return retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) };
}

export function domainErrorAnswer(error: DomainError): ErrorAnswer {
  return { status: statusOf(error), body: bodyOf(error), headers: headersOf(error) };
}
