import { z } from "zod";

// What a call of the API declares, in the domain's own fragment of the calls table
// (lib/<domain>/calls.ts, assembled by lib/http/calls.ts). Kept outside lib/http so a domain
// declares its calls without depending on the HTTP layer. Client-safe: the browser imports the
// types only.

export type CallSpec = {
  /** Lowest effective level allowed; 0 lets anyone in. */
  level: number;
  /** Schema of the JSON body (POST). Unknown keys are dropped by zod objects by default. */
  body?: z.ZodType;
  /**
   * Schema of the query string (its parameters as strings, each given once), parsed by the route
   * wrapper like a body: 422 with field-keyed messages when it fails. The handler gets the parsed
   * value, and the browser's `apiGet(path, { query })` is typed by it.
   */
  query?: z.ZodType;
  /**
   * Schema of the 200 answer. The handler's return is typed by it and checked against it at run
   * time (lib/http/check-answer.ts).
   */
  answer?: z.ZodType;
  /**
   * Schema of the refusals the operation itself gives (an answer with a status of 400 or more,
   * beside the refusals any call may give, `anyCallRefusalSchema`). Checked like the answer in
   * development and tests; the browser reads the call's answer and refusals field by field
   * (AnyOf in lib/client/api.ts).
   */
  refused?: z.ZodType;
  /**
   * Largest body taken, in bytes (default JSON_BODY_LIMIT); a larger one is refused with 413
   * before it is read (lib/http/read-body.ts).
   */
  maxBody?: number;
  /** What a body over `maxBody` is told, when "The request is too large." says too little (an upload). */
  tooLarge?: string;
  /**
   * A GET that changes state (the product's logout and resend calls, the start of a TOTP or passkey
   * enrolment): it acts only for the app's own pages, that is with the CSRF header or
   * `Sec-Fetch-Site: same-origin`. A link, image or navigation from another site carries neither.
   */
  changesState?: boolean;
  /**
   * A POST that a mail client sends from outside the app, without a session or CSRF token (RFC
   * 8058 one-click unsubscribe): its only authority is a signed token in the request itself, so
   * the CSRF check is waived for it alone.
   */
  tokenAuthorised?: boolean;
};

/** The answer of a call whose body is not checked on the way out (ready-made JSON text). */
export const unchecked = <T>() => z.custom<T>(() => true);

/** A 422 answer: the route wrapper's (an invalid body or query) or an operation's (`Invalid`). */
export const fieldErrorsAnswerSchema = z.strictObject({ errors: z.record(z.string(), z.array(z.string())) });

/**
 * The refusals any call may give whatever it declares: a message alone (not found, too many
 * attempts, unavailable), a message with where to go (sign in again), or with the request for a
 * fresh proof (components/auth/ConfirmItsYou.tsx).
 */
export const anyCallRefusalSchema = z.union([
  z.strictObject({ errorMessage: z.string(), redirect: z.string().optional() }),
  z.strictObject({ errorMessage: z.string(), reauthenticate: z.literal(true) }),
]);

/** The search text of a list's query string: trimmed, at most 100 characters, "" for none. */
export const searchTextSchema = z
  .string()
  .optional()
  .transform((text) => (text ?? "").trim().slice(0, 100));
