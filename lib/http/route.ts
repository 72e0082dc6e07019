import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { csrfCookie, isCsrfValid, needsCsrfCookie } from "@/lib/auth/csrf";
import { readCookie, sessionCookieName } from "@/lib/auth/cookies";
import { loadSession, sessionCookie, type CurrentSession } from "@/lib/auth/session";
import { applySessionChange, SIGN_OUT } from "@/lib/auth/session-change";
import { env } from "@/lib/env";
import { logError, logEvent } from "@/lib/log";
import { currentRequest, runInContext, type RequestContext } from "@/lib/request-context";
import { DomainError, SessionEnded } from "@/lib/errors";
import { CALLS, type AnswerOf, type CallKey, type Calls } from "./calls";
import { addressBlock, clientAddress } from "./client-address";
import { domainErrorAnswer } from "./domain-error-answer";
import { isDatabaseDown, isForeignKeyViolation, isPoolTimeout, isUnstorableText } from "./database-errors";
import { checkAnswer, checkRefusal } from "./check-answer";
import { misdirected, namesThisApp } from "./host-check";
import { JSON_BODY_LIMIT, readBody } from "./read-body";
import { isReply, type Reply } from "./reply";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { apiSecurityHeaders } from "./security-headers";

// The one wrapper every /api/ handler goes through, for the call it serves (calls.ts): the host
// check, the request's context (id, client address, browser, session), CSRF on POST and on the
// GETs that change state, the minimum level, the query string and the body (capped, parsed,
// validated), the handler, its answer and refusals checked against their declarations, the
// session change it asks for, uniform JSON errors and one log line. Handlers only do their own
// work.

type RouteContext<K extends CallKey> = {
  req: NextRequest;
  body: ParsedBodyOf<K>;
  /** The query string as the call's `query` schema parsed it. */
  query: ParsedQueryOf<K>;
  /** Who is calling: the request's session as it came (the actor of the operation). */
  session: CurrentSession;
  params: Record<string, string>;
};

type ParsedBodyOf<K extends CallKey> = Calls[K] extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
type ParsedQueryOf<K extends CallKey> = Calls[K] extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler returns: its call's answer (a 200), a Reply (another status, a session change) or its own response. */
type HandlerResult<K extends CallKey> = AnswerOf<K> | Reply | NextResponse;

type Handler<K extends CallKey> = (ctx: RouteContext<K>) => Promise<HandlerResult<K>> | HandlerResult<K>;

type RouteParams = { params?: Promise<Record<string, string>> };

/** A route handler, marked with the call it serves (tests/api/foundation/calls-table.test.ts reads the mark). */
export type RouteHandler = ((req: NextRequest, context?: RouteParams) => Promise<Response>) & { servesCall: CallKey };

function json(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status, headers: { "Cache-Control": "no-store" } });
}

export function route<K extends CallKey>(key: K, handler: Handler<K>): RouteHandler {
  const served = async (req: NextRequest, context?: RouteParams): Promise<Response> => {
    if (!namesThisApp(req)) {
      logEvent("security.misdirected_request", { path: req.nextUrl.pathname, host: req.headers.get("host")?.slice(0, 100) });
      return misdirected();
    }
    const started = performance.now();
    const requestId = req.headers.get("x-request-id")?.match(/^[\w-]{8,64}$/)?.[0] ?? randomUUID();
    const ip = clientAddress(req.headers);
    const request: RequestContext = {
      requestId,
      ip,
      ipBlock: addressBlock(ip),
      userAgent: req.headers.get("user-agent"),
      session: undefined as unknown as CurrentSession,
    };
    return runInContext(request, async () => {
      const cookies: string[] = [];
      let response: NextResponse;
      let loaded = false;
      try {
        request.session = await loadSession(req.headers.get("cookie"));
        loaded = true;
        response = await run(key, req, context, handler, request, cookies);
      } catch (error) {
        response = errorResponse(error, req, CALLS[key]);
        // Signed out for what this session did: the refusal carries the new anonymous cookie.
        if (error instanceof SessionEnded) cookies.push(...(await applySessionChange(SIGN_OUT)));
      }
      if (loaded) await attachSessionCookies(response, req, request.session, cookies);
      for (const [name, value] of Object.entries(apiSecurityHeaders(env().APP_URL))) response.headers.set(name, value);
      response.headers.set("x-request-id", requestId);
      logEvent("request", {
        method: req.method,
        path: req.nextUrl.pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
        level: loaded ? request.session.level : undefined,
      });
      return response;
    });
  };
  return Object.assign(served, { servesCall: key });
}

async function run<K extends CallKey>(
  key: K,
  req: NextRequest,
  context: RouteParams | undefined,
  handler: Handler<K>,
  request: RequestContext,
  cookies: string[],
): Promise<NextResponse> {
  const call: Calls[CallKey] = CALLS[key];
  const caller = request.session;
  const safeMethod = req.method === "GET" || req.method === "HEAD";
  const tokenAuthorised = "tokenAuthorised" in call && call.tokenAuthorised;
  if ((!safeMethod || ("changesState" in call && call.changesState)) && !tokenAuthorised) {
    const presented = !!readCookie(req.headers.get("cookie"), sessionCookieName()) && !caller.isNew;
    const sameOrigin = safeMethod && req.headers.get("sec-fetch-site") === "same-origin";
    if (!sameOrigin && !isCsrfValid(req.headers, caller.sid, presented)) {
      logEvent("security.csrf_refused", { path: req.nextUrl.pathname });
      return json({ errorMessage: "Your session has expired. Please reload the page and try again." }, 403);
    }
  }
  if (caller.level < call.level) {
    logEvent("security.permission_denied", { path: req.nextUrl.pathname, level: caller.level, accountId: caller.accountId });
    return json({ errorMessage: "Please sign in to continue.", redirect: "/login/" }, 403);
  }
  let query: unknown = undefined;
  if ("query" in call) {
    const parsed = call.query.safeParse(queryParameters(req.nextUrl.searchParams));
    if (!parsed.success) return json({ errors: fieldErrorsOf(parsed.error) }, 422);
    query = parsed.data;
  }
  let body: unknown = undefined;
  if ("body" in call) {
    const read = await readBody(req, "maxBody" in call ? (call.maxBody as number) : JSON_BODY_LIMIT);
    if (!read.ok && read.status === 413) {
      return json({ errorMessage: "tooLarge" in call ? (call.tooLarge as string) : "The request is too large." }, 413);
    }
    let raw: unknown;
    try {
      if (!read.ok) throw new SyntaxError("not UTF-8");
      raw = JSON.parse(read.text, refuseNul);
    } catch {
      return json({ errorMessage: "The request could not be read." }, 400);
    }
    const parsed = call.body.safeParse(raw);
    if (!parsed.success) return json({ errors: fieldErrorsOf(parsed.error) }, 422);
    body = parsed.data;
  }
  const result = await handler({
    req,
    body: body as ParsedBodyOf<K>,
    query: query as ParsedQueryOf<K>,
    session: caller,
    params: (await context?.params) ?? {},
  });
  if (result instanceof NextResponse) return result;
  const answer = isReply(result) ? result : { body: result, status: 200, session: undefined };
  if (answer.status === 200 && "answer" in call) checkAnswer(call.answer, answer.body, { path: req.nextUrl.pathname });
  if (answer.status >= 400 && "refused" in call) checkRefusal(call.refused, answer.body, { path: req.nextUrl.pathname });
  if (answer.session) cookies.push(...(await applySessionChange(answer.session)));
  const response = json(answer.body ?? {}, answer.status);
  // Signed out (logout, or this browser's session ended from the sessions list): the browser
  // drops what it kept of the signed-in person, the project lists it revalidates included.
  if (caller.signedIn && !request.session.signedIn) response.headers.set("Clear-Site-Data", '"cache"');
  return response;
}

/** A query string's parameters, each by its first value (as `searchParams.get` reads them). */
function queryParameters(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in query)) query[name] = value;
  return query;
}

/** PostgreSQL cannot store U+0000 and nobody types it: such a body is refused before any work. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
    throw new SyntaxError("NUL character");
  }
  return value;
}

function errorResponse(error: unknown, req: NextRequest, call: Calls[CallKey]): NextResponse {
  if (error instanceof DomainError) {
    const answer = domainErrorAnswer(error);
    if ("refused" in call) {
      try {
        checkRefusal(call.refused, answer.body, { path: req.nextUrl.pathname });
      } catch (mismatch) {
        return errorResponse(mismatch, req, call);
      }
    }
    const response = json(answer.body, answer.status);
    for (const [name, value] of Object.entries(answer.headers)) response.headers.set(name, value);
    return response;
  }
  const { requestId } = currentRequest();
  // e.g. a NUL in a query-string search term
  if (isUnstorableText(error)) return json({ errorMessage: "The request could not be read." }, 400);
  if (isForeignKeyViolation(error)) {
    return json({ errorMessage: "Something this change refers to has just been removed. Please reload and try again." }, 409);
  }
  if (isDatabaseDown(error)) {
    logError("database.unavailable", error, { path: req.nextUrl.pathname, reason: isPoolTimeout(error) ? "pool_timeout" : "unreachable" });
    return json({ errorMessage: "The database is not answering. Please try again shortly.", requestId }, 503);
  }
  logError("request.failed", error, { path: req.nextUrl.pathname });
  return json({ errorMessage: "Something went wrong on our side. Please try again.", requestId }, 500);
}

async function attachSessionCookies(response: NextResponse, req: NextRequest, session: CurrentSession, cookies: string[]) {
  // A new visitor gets an id (and with it a CSRF token) on their first call.
  if (session.isNew && cookies.length === 0) cookies.push(await sessionCookie(session.sid));
  if (session.isNew || needsCsrfCookie(req.headers.get("cookie"), session.sid)) {
    cookies.push(csrfCookie(session.sid));
  }
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
}
