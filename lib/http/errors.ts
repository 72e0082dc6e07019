// Errors a server operation can throw; the route wrapper turns each into its JSON answer.
// Keep bodies to the spec's shapes: field-keyed message lists on 422, errorMessage otherwise.

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** Extra response headers (Retry-After on 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.errorMessage === "string" ? body.errorMessage : `HTTP ${status}`);
  }
}

export const forbidden = (errorMessage = "You do not have permission to do that.") =>
  new HttpError(403, { errorMessage });

export const notFound = (errorMessage = "That item no longer exists.") =>
  new HttpError(404, { errorMessage });

export const conflict = (errorMessage: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, { errorMessage, ...extra });

export const invalid = (errors: FieldErrors, extra: Record<string, unknown> = {}) =>
  new HttpError(422, { errors, ...extra });

export const tooManyRequests = (
  errorMessage = "Too many attempts. Please wait a minute and try again.",
) => new HttpError(429, { errorMessage });
