import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { csrfCookie, isCsrfValid, needsCsrfCookie } from "@/lib/auth/csrf";
import { readCookie, sessionCookieName } from "@/lib/auth/cookies";
import { loadSession, recordSessionAddress, sessionCookie, type CurrentSession } from "@/lib/auth/session";
import { bindRequestId, logError, logEvent } from "@/lib/log";
import { clientAddress } from "./client-address";
import { DomainError } from "@/lib/errors";
import { domainErrorAnswer } from "./domain-error-answer";
import { isDatabaseDown, isForeignKeyViolation, isUnstorableText } from "./database-errors";
import { checkAnswer } from "./check-answer";
import { fieldErrorsOf } from "./zod-errors";
import { apiSecurityHeaders } from "./security-headers";

// The security headers of DESIGN §6 on every API answer (proxy.ts sets the pages' own).
const API_HEADERS = apiSecurityHeaders(process.env.APP_URL);

// The one wrapper every /api/ handler goes through: request id, session, CSRF on POST, minimum
// level, body parsing, uniform JSON errors and one log line. Handlers only do their own work.

export type RouteContext<Body> = {
  req: NextRequest;
  body: Body;
  session: CurrentSession;
  requestId: string;
  ip: string;
  params: Record<string, string>;
  /** Queue a Set-Cookie header (sign-in and sign-out use this). */
  setCookies(cookies: string[]): void;
  /** Replace the session the rest of the wrapper works with (after a sign-in or sign-out). */
  replaceSession(session: CurrentSession): void;
};

type Options<S extends z.ZodType | undefined, A extends z.ZodType | undefined = undefined> = {
  /** Lowest effective level allowed; 0 lets anyone in. */
  minLevel: number;
  /** Schema of the JSON body (POST). Unknown keys are dropped by zod objects by default. */
  body?: S;
  /**
   * A GET that changes state (the spec's logout and resend calls): it acts only for the app's
   * own pages, i.e. with the CSRF header or `Sec-Fetch-Site: same-origin`. A link, image or
   * navigation from another site carries neither, and changes nothing.
   */
  changesState?: boolean;
  /**
   * A POST that a mail client sends from outside the app, without a session or CSRF token (RFC
   * 8058 one-click unsubscribe): its only authority is a signed token in the request itself, so
   * the CSRF check is waived for it alone. Only for calls that act on such a token.
   */
  tokenAuthorised?: boolean;
  /**
   * Schema of the 200 answer, declared beside the request schema so the client imports its type.
   * The handler's return is typed by it and checked against it at run time (check-answer.ts).
   */
  answer?: A;
};

type Handler<Body, Answer> = (ctx: RouteContext<Body>) => Promise<Answer | NextResponse>;

type Body<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** What a handler may return: its declared answer (or any value without one), or its own response. */
type Answer<A> = A extends z.ZodType ? z.input<A> : unknown;

export function json(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status, headers: { "Cache-Control": "no-store" } });
}

export function route<S extends z.ZodType | undefined = undefined, A extends z.ZodType | undefined = undefined>(
  options: Options<S, A>,
  handler: Handler<Body<S>, Answer<A>>,
) {
  return async (
    req: NextRequest,
    context?: { params?: Promise<Record<string, string>> },
  ): Promise<NextResponse> => {
    const started = Date.now();
    const requestId = req.headers.get("x-request-id")?.match(/^[\w-]{8,64}$/)?.[0] ?? randomUUID();
    bindRequestId(requestId);
    const ip = clientAddress(req.headers);
    const cookies: string[] = [];
    let session: CurrentSession | undefined;
    let response: NextResponse;
    try {
      session = await loadSession(req.headers.get("cookie"));
      response = await run(req, context, options, handler, {
        session,
        requestId,
        ip,
        cookies,
        onReplace: (next) => (session = next),
      });
    } catch (error) {
      response = errorResponse(error, requestId, req);
    }
    if (session) await attachSessionCookies(response, req, session, cookies);
    for (const [name, value] of Object.entries(API_HEADERS)) response.headers.set(name, value);
    response.headers.set("x-request-id", requestId);
    logEvent("request", {
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: response.status,
      ms: Date.now() - started,
      level: session?.level,
      ip,
    });
    return response;
  };
}

async function run<S extends z.ZodType | undefined, A extends z.ZodType | undefined>(
  req: NextRequest,
  context: { params?: Promise<Record<string, string>> } | undefined,
  options: Options<S, A>,
  handler: Handler<Body<S>, Answer<A>>,
  state: {
    session: CurrentSession;
    requestId: string;
    ip: string;
    cookies: string[];
    onReplace: (s: CurrentSession) => void;
  },
): Promise<NextResponse> {
  let { session } = state;
  let replaced = false;
  const safeMethod = req.method === "GET" || req.method === "HEAD";
  if ((!safeMethod || options.changesState) && !options.tokenAuthorised) {
    const presented = !!readCookie(req.headers.get("cookie"), sessionCookieName()) && !session.isNew;
    const sameOrigin = safeMethod && req.headers.get("sec-fetch-site") === "same-origin";
    if (!sameOrigin && !isCsrfValid(req.headers, req.nextUrl, session.sid, presented)) {
      logEvent("security.csrf_refused", { requestId: state.requestId, ip: state.ip, path: req.nextUrl.pathname });
      return json({ errorMessage: "Your session has expired. Please reload the page and try again." }, 403);
    }
  }
  if (session.level < options.minLevel) {
    logEvent("security.permission_denied", {
      requestId: state.requestId,
      path: req.nextUrl.pathname,
      level: session.level,
      accountId: session.accountId,
    });
    return json({ errorMessage: "Please sign in to continue.", redirect: "/login/" }, 403);
  }
  let body: unknown = undefined;
  if (options.body) {
    let raw: unknown;
    try {
      raw = JSON.parse(await req.text(), refuseNul);
    } catch {
      return json({ errorMessage: "The request could not be read." }, 400);
    }
    const parsed = options.body.safeParse(raw);
    if (!parsed.success) return json({ errors: fieldErrorsOf(parsed.error) }, 422);
    body = parsed.data;
  }
  const result = await handler({
    req,
    body: body as Body<S>,
    session,
    requestId: state.requestId,
    ip: state.ip,
    params: (await context?.params) ?? {},
    setCookies: (c) => state.cookies.push(...c),
    replaceSession: (next) => {
      session = next;
      replaced = true;
      state.onReplace(next);
    },
  });
  // A sign-in made a new session row: note where it came from ("Where you are signed in").
  if (replaced && session.isNew) await recordSessionAddress(session.hash, state.ip);
  if (!(result instanceof NextResponse) && options.answer) {
    checkAnswer(options.answer, result, { requestId: state.requestId, path: req.nextUrl.pathname });
  }
  const response = result instanceof NextResponse ? result : json(result ?? {});
  // Signed out (logout, or this browser's session ended from the sessions list): the browser
  // drops what it kept of the signed-in person, the project lists it revalidates included.
  if (replaced && state.session.signedIn && !session.signedIn) response.headers.set("Clear-Site-Data", '"cache"');
  return response;
}

/** PostgreSQL cannot store U+0000 and nobody types it: such a body is refused before any work. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
    throw new SyntaxError("NUL character");
  }
  return value;
}

function errorResponse(error: unknown, requestId: string, req: NextRequest): NextResponse {
  if (error instanceof DomainError) {
    const answer = domainErrorAnswer(error);
    const response = json(answer.body, answer.status);
    for (const [name, value] of Object.entries(answer.headers)) response.headers.set(name, value);
    return response;
  }
  // e.g. a NUL in a query-string search term
  if (isUnstorableText(error)) return json({ errorMessage: "The request could not be read." }, 400);
  if (isForeignKeyViolation(error)) {
    return json({ errorMessage: "Something this change refers to has just been removed. Please reload and try again." }, 409);
  }
  if (isDatabaseDown(error)) {
    logError("database.unavailable", error, { requestId, path: req.nextUrl.pathname });
    return json(
      { errorMessage: "The database is not answering. Please try again shortly.", requestId },
      503,
    );
  }
  logError("request.failed", error, { requestId, path: req.nextUrl.pathname });
  return json({ errorMessage: "Something went wrong on our side. Please try again.", requestId }, 500);
}

async function attachSessionCookies(
  response: NextResponse,
  req: NextRequest,
  session: CurrentSession,
  cookies: string[],
) {
  // A new visitor gets an id (and with it a CSRF token) on their first call.
  if (session.isNew && cookies.length === 0) cookies.push(await sessionCookie(session.sid));
  if (session.isNew || needsCsrfCookie(req.headers.get("cookie"), session.sid)) {
    cookies.push(csrfCookie(session.sid));
  }
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
}
